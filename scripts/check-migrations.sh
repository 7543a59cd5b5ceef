#!/usr/bin/env bash
# Fails when a drizzle schema and its migrations disagree, i.e. when `drizzle-kit generate` would
# write a migration: the box's (SQLite, appliance/src/db/migrations) and headquarters' (PostgreSQL,
# appliance/src/hq/migrations). It generates into a scratch copy of each folder, so running the
# check never edits the tree other people are working in.
set -euo pipefail
cd "$(dirname "$0")/.."

mkdir -p .tmp
scratch="$(mktemp -d "$PWD/.tmp/check-migrations.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT

# check <drizzle config> <migrations folder> <npm script that generates>
check() {
  local config=$1 migrations=$2 generate=$3 name
  name=$(basename "$config" .ts)
  cp -R "$migrations" "$scratch/$name"
  # The project's own config, with only the output folder moved.
  cat > "$scratch/$name.config.ts" <<TS
import base from '$PWD/$config';
export default { ...base, out: '$scratch/$name' };
TS
  npx drizzle-kit generate --config "$scratch/$name.config.ts" >"$scratch/$name.log" 2>&1 || {
    cat "$scratch/$name.log"
    echo "check:migrations: drizzle-kit generate failed for $config" >&2
    exit 1
  }
  if ! diff -r "$migrations" "$scratch/$name" >"$scratch/$name.diff"; then
    head -40 "$scratch/$name.diff"
    echo "check:migrations: the schema of $config has changes without a migration. Run '$generate' and commit the result." >&2
    git status --porcelain -- "$migrations" >&2 || true
    exit 1
  fi
}

check appliance/drizzle.config.ts appliance/src/db/migrations 'npm run db:generate'
check appliance/hq-drizzle.config.ts appliance/src/hq/migrations 'npm run db:generate:hq'
echo "check:migrations: migrations match the schemas"
