/**
 * The hostile values the battery sends, by the kind of field they attack. Every value here must be
 * refused for a field of that kind; values a field legitimately accepts are left out (a password
 * may hold any printable text, so SQL-looking passwords are not hostile, only wrong).
 */

/** Stands for the JSON number literal 1e309, which JSON.stringify cannot write (Infinity once parsed). */
export const HUGE_NUMBER = '__json_1e309__';

/** A body as the wire carries it, with HUGE_NUMBER written as the literal 1e309. */
export function toJson(value: unknown): string {
  return JSON.stringify(value).replaceAll(`"${HUGE_NUMBER}"`, '1e309');
}

export function nested(depth: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

export const SQL = "' OR 1=1 --";
/** Over the 100 kB body limit on its own. */
export const HUGE_TEXT = 'x'.repeat(100_000);
/** Right-to-left letters, half-width kana and emoji joined by ZWJ: valid text for a name, hostile for a number. */
export const RTL_EMOJI = 'שלום ﾒﾆｭｰ👨\u200D🍳🍣🍺';

/** Nothing a scalar field of any kind accepts: wrong JSON types, operators, deep objects, too big. */
export const POLLUTER: unknown = JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}');

const NOT_A_SCALAR: unknown[] = [null, true, [], [1], {}, { $gt: 0 }, POLLUTER, nested(1000), HUGE_NUMBER, HUGE_TEXT];

/** Controls, and what reorders or garbles text (a bidi override, an unpaired surrogate). */
const CONTROL_TEXT = ['a\u0000b', 'a\u0007b', '\u001b[2J', 'x\u007f', '\u0000', '\u202Eabc', 'a\uD800b'];

export const FIELD_VALUES = {
  /** zId: positive integers as numbers or digit strings; 987654 exists nowhere. */
  id: [
    ...NOT_A_SCALAR,
    -1,
    0,
    1.5,
    2 ** 53,
    '1e3',
    '',
    ' ',
    '0x10',
    '-0',
    '+1',
    '1 OR 1=1',
    SQL,
    '9'.repeat(40),
    '1\u0000',
    '١',
    RTL_EMOJI,
    987_654,
  ],
  /** zIntLike and its pipes; each field adds the integers outside its own range. */
  int: [...NOT_A_SCALAR, 1.5, 99_999_999_999, '', 'x', '1e0', '0x1', '1.0', SQL, RTL_EMOJI],
  /** A required name or label. */
  text: [...NOT_A_SCALAR, 123, '', '   ', ...CONTROL_TEXT, 'あ'.repeat(10_000)],
  /** An optional free text (description, last name): empty is allowed. */
  optionalText: [...NOT_A_SCALAR, 123, ...CONTROL_TEXT, 'あ'.repeat(10_000)],
  email: [
    ...NOT_A_SCALAR,
    123,
    '',
    'not-an-email',
    'a@b',
    SQL,
    `${SQL}@x.jp`,
    'a@b.jp\u0000',
    '@x.jp',
    'a b@x.jp',
    `${'x'.repeat(250)}@x.jp`,
    RTL_EMOJI,
  ],
  /** Passwords: any text of 1-200 characters is a password, so only types and lengths are hostile. */
  password: [...NOT_A_SCALAR, 123, 'x'.repeat(201)],
  /** Activation keys mailed in links. */
  key: [...NOT_A_SCALAR, 123, '', '   ', SQL, 'no-such-key', 'x'.repeat(201), '\u0000', RTL_EMOJI],
  /** A tablet's v4 uuid (null means "leave the tablet as it is", so it is not hostile). */
  uuid: [
    true,
    123,
    [],
    {},
    HUGE_NUMBER,
    HUGE_TEXT,
    'not-a-uuid',
    'a8098c1a-f86e-11da-bd1a-00112444be1e',
    '8f2b4c3e-1d2a-4b7c-9e8f-0a1b2c3d4e5f\u0000',
    SQL,
  ],
  /** The icon path of /v1/user/set/updateUrl: only icons this box stored, or ''. */
  iconUrl: [
    null,
    123,
    {},
    [],
    true,
    HUGE_TEXT,
    'javascript:alert(1)',
    'https://evil.example/a-icon.webp',
    '/images/../sma-order.db',
    '/images/%2e%2e/a-icon.webp',
    '/images/nope-icon.webp',
    '/images/a\u0000-icon.webp',
    `/images/${'a'.repeat(300)}-icon.webp`,
  ],
  clearImage: ['yes', 2, -1, null, {}, [], '', HUGE_NUMBER],
} as const satisfies Record<string, readonly unknown[]>;

export type FieldKind = keyof typeof FIELD_VALUES;

/** Query-string attacks on one parameter, by its kind; each must be refused. */
export function queryAttacks(name: string, kind: 'intArray' | 'int' | 'enum' | 'enumArray' | 'keyword' | 'date'): string[] {
  const many = (n: number, value: string) => Array.from({ length: n }, () => `${name}[]=${value}`).join('&');
  const rtl = encodeURIComponent(RTL_EMOJI);
  const sql = encodeURIComponent(SQL);
  switch (kind) {
    case 'intArray':
      return [
        `${name}[a]=1`,
        `${name}[]=x`,
        `${name}[]=1e3`,
        `${name}[]=`,
        `${name}[]=1.5`,
        `${name}[]=0x1`,
        `${name}[0][a]=1`,
        `${name}[]=1e309`,
        `${name}[]=9999999999`,
        `${name}[]=1%00`,
        `${name}[]=${rtl}`,
        `${name}[]=${sql}`,
        `${name}=1&${name}=x`,
        many(51, '1'),
      ];
    case 'int':
      return [
        `${name}=1&${name}=2`,
        `${name}[a]=1`,
        `${name}[]=1`,
        `${name}=1e3`,
        `${name}=`,
        `${name}=0x1F`,
        `${name}=1e309`,
        `${name}=1.0`,
        `${name}=%00`,
        `${name}=${sql}`,
        `${name}=${rtl}`,
      ];
    case 'enum':
      return [
        `${name}=password_hash`,
        `${name}=${encodeURIComponent('id; DROP TABLE users')}`,
        `${name}=`,
        `${name}[a]=id`,
        `${name}=1&${name}=2`,
      ];
    case 'enumArray':
      return [
        `${name}[]=password_hash`,
        `${name}[]=__proto__`,
        `${name}[]=constructor`,
        `${name}[a]=name`,
        `${name}[]=${sql}`,
        many(51, 'name'),
      ];
    case 'keyword':
      return [
        `${name}[]=${'k'.repeat(101)}`,
        `${name}[a]=b`,
        `${name}[0][a]=b`,
        many(51, 'k'),
        `${name}[]=${'あ'.repeat(1000)}`,
        `${name}[]=%00`,
        `${name}[]=a%07b`,
        `${name}[]=%1B%5B2J`,
        // Once answered 500 (SQLite's "Expression tree is too large"): 50 keywords of 49 words each.
        many(50, encodeURIComponent(Array(49).fill('w').join(' '))),
        // Past the caps on words (10) and characters (200), each keyword within its own 100.
        `${name}[]=${encodeURIComponent('a b c d e f g h i j k')}`,
        many(3, 'k'.repeat(90)),
      ];
    case 'date':
      return [`${name}=2025-02-30`, `${name}=2025-1-1`, `${name}=${sql}`, `${name}[]=2025-01-01`, `${name}=99999-01-01`];
  }
}
