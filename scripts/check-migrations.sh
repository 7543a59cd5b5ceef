#!/usr/bin/env bash
# Fails when the drizzle schema and appliance/src/db/migrations disagree, i.e. when
# `drizzle-kit generate` would write a migration. It generates into a scratch copy of the folder,
# so running the check never edits the tree other people are working in.
set -euo pipefail
cd "$(dirname "$0")/.."

migrations=appliance/src/db/migrations
mkdir -p .tmp
scratch="$(mktemp -d "$PWD/.tmp/check-migrations.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT

cp -R "$migrations" "$scratch/migrations"
# The project's own config, with only the output folder moved.
cat > "$scratch/drizzle.config.ts" <<TS
import base from '$PWD/appliance/drizzle.config.ts';
export default { ...base, out: '$scratch/migrations' };
TS

npx drizzle-kit generate --config "$scratch/drizzle.config.ts" >"$scratch/generate.log" 2>&1 || {
  cat "$scratch/generate.log"
  echo "check:migrations: drizzle-kit generate failed" >&2
  exit 1
}

if ! diff -r "$migrations" "$scratch/migrations" >"$scratch/diff.txt"; then
  cat "$scratch/diff.txt" | head -40
  echo "check:migrations: the schema has changes without a migration. Run 'npm run db:generate' and commit the result." >&2
  git status --porcelain -- "$migrations" >&2 || true
  exit 1
fi
echo "check:migrations: migrations match the schema"
