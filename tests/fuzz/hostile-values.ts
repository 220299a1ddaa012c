/** JSON text written into a body as is (numbers JSON.stringify cannot express, deep nesting). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** A query value sent without percent-encoding (invalid escapes, encoded NUL, traversal). */
export class RawQuery {
  constructor(readonly text: string) {}
}

export const ONE_MB_STRING = 'A'.repeat(1_000_000);
/** Longest query value worth sending: Node refuses request heads over 16 KB before the app sees them. */
export const LONG_QUERY_STRING = 'Q'.repeat(8_000);

export const deepArray = (depth: number) => new RawJson(`${'['.repeat(depth)}1${']'.repeat(depth)}`);
export const deepObject = (depth: number) => new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
export const NESTING_DEPTHS = [64, 1_000, 5_000, 20_000] as const;

export const IMPOSSIBLE_DATES = [
  '2026-13-45',
  '0000-00-00',
  '2026-02-30',
  '2025-02-29',
  '2026-00-10',
  '2026-04-31',
  '9999-99-99',
  '2026-13-45T25:61',
  '2026-01-01T24:00:00',
  '-001-01-01',
  '275760-09-14',
  '2026-1-1',
  '2026/01/01',
  '1970-01-01T00:00:00Z',
  '2026-06-15T12:00:00+25:00',
  '',
  ' ',
  'today',
  '10000-01-01',
] as const;

export const HOSTILE_NUMBERS: readonly RawJson[] = [
  '-1',
  '0',
  '-0',
  '1.5',
  '-2147483649',
  '2147483648',
  '9007199254740993',
  '-9223372036854775809',
  '18446744073709551616',
  '1e308',
  '-1e308',
  '1e999',
  '-1e999',
  '5e-324',
  '1E+2',
  '0.0000001',
  '123456789012345678901234567890',
].map((text) => new RawJson(text));

/** Query values of numeric parameters. */
export const HOSTILE_NUMBER_TEXTS = [
  '-1',
  '0',
  '-0',
  '1.5',
  '1e999',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '１２',
  '1_000',
  ' 7 ',
  '9007199254740993',
  '99999999999999999999999',
  '1e-7',
  '+5',
  '07',
  '',
  '2147483648',
] as const;

export const CONTROL_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u0003\u001f',
  '\u007f',
  'line\nbreak\r\n',
  '\t',
  '\u2028\u2029',
  '\u202e\u202d',
  '\ufeff',
  '\ud800',
  'x\udfffy',
  '\u200b\u200c\u200d',
  '\ufffe\uffff',
  '\u0085',
] as const;

/** Control characters as they travel in a query string. */
export const CONTROL_QUERY: readonly RawQuery[] = [
  '%00',
  'a%00b',
  '%01%02%1F',
  '%7F',
  '%0D%0A',
  '%FF',
  '%C0%AF',
  '%E0%A4%A',
  '%zz',
  '%',
  '%%',
  '%u0000',
  '%ED%A0%80',
].map((text) => new RawQuery(text));

export const TRAVERSAL_STRINGS = [
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd',
  '....//....//etc/passwd',
  'file:///etc/passwd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%c0%af..%c0%afetc%c0%afpasswd',
  '..%252f..%252fetc%252fpasswd',
  '../../../../../../../../../../proc/self/environ',
  'uploads/../../../../etc/shadow',
  '\u0000../../etc/passwd',
] as const;

export const TRAVERSAL_QUERY: readonly RawQuery[] = [
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%5C..%5Cwindows',
  '%2Fetc%2Fpasswd',
  '..%252f..%252f',
].map((text) => new RawQuery(text));

/** Path tails appended to an operation's own path (the router must answer 404 envelopes). */
export const TRAVERSAL_PATH_TAILS = [
  '/%2e%2e/%2e%2e/etc/passwd',
  '/..%2f..%2f..%2fetc%2fpasswd',
  '%00',
  '%2f..',
  ';jsessionid=1',
  '/.',
  '//',
] as const;

export const UNICODE_STRINGS = [
  '😀👍🏽👨‍👩‍👧‍👦',
  '短信发送记录上个月',
  'مرحبا بالعالم',
  'Ω≈ç√∫˜µ≤≥÷',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗',
  '𝕿𝖍𝖊',
  "'; DROP TABLE staff; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '%s%n%x',
  '\\',
  "O'Brien",
  '%',
  '_',
  '*',
] as const;

export const WRONG_TYPE_VALUES: readonly unknown[] = [
  0,
  -1,
  1.5,
  true,
  false,
  null,
  [],
  {},
  '',
  'x',
  '123',
  [1, 2],
  { a: 1 },
  ['a'],
  [[[]]],
  { length: 1 },
];

export const INVALID_JSON_TEXTS = [
  '{',
  '}',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '{"a" 1}',
  '[1,]',
  '\uFEFF{}',
  'undefined',
  'NaN',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":1}{"b":2}',
  '{"a":"\\u00"}',
  '{"a":"\\x41"}',
  '{"a":01}',
  '{"a":.5}',
  '{"a":"unterminated',
  '/* comment */ {}',
  '{"a":1} trailing',
  '\u0000',
  '{"\u0000":1}',
  'nul\u0000l',
  '[',
  '{"a":"b"',
] as const;

/** JSON that parses but is not an object. */
export const NON_OBJECT_JSON = ['null', '[]', '"string"', '123', 'true', '[{}]', '-0', '1e999'] as const;

export const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/octet-stream',
  'APPLICATION/JSON',
  'application/jsonx',
  'text/html',
  '',
  'application/json, text/plain',
  'application/vnd.api+json',
] as const;

export const BAD_LANGUAGES = ['xx', 'zh-CN;q=abc', 'en'.repeat(2_000), '*', '..', 'en-US,en;q=0.9,zh;q=0.8', '\u00e9'] as const;

export const BAD_AUTHORIZATION = [
  'Bearer',
  'Bearer ',
  'Bearer x',
  'Basic YWRtaW46YWRtaW4=',
  'bearer abc',
  'Bearer ../../etc/passwd',
  `Bearer ${'x'.repeat(8_000)}`,
  'Bearer null',
  'Bearer undefined',
  'Bearer %00',
  'Token abc',
] as const;

/** Keys that poison prototypes when a server merges objects carelessly. */
export const PROTO_BODIES = [
  '{"__proto__":{"isAdmin":true,"permissions":["*"]}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"__proto__":null}',
  '{"prototype":{"polluted":1}}',
  '{"__proto__":{"__proto__":{"x":1}}}',
  '{"hasOwnProperty":1,"toString":"x","valueOf":{}}',
] as const;
