/**
 * The CSS a mail body may keep in `style` attributes: layout-neutral text and box properties only.
 * Values hold no functions except colour ones, so url(), expression(), image-set() and the like
 * cannot appear; no backslash (CSS escapes could spell `url`), no `*` (comments could split words).
 */
const SAFE_VALUE = /^(?:[^\\()<>@;:{}*`]|(?:rgba?|hsla?)\([\d\s.,%/]*\))*$/i;

const SIDES = ['', '-top', '-right', '-bottom', '-left'];

const PROPERTIES = [
  'color',
  'background-color',
  'font',
  'font-family',
  'font-size',
  'font-style',
  'font-variant',
  'font-weight',
  'text-align',
  'text-decoration',
  'text-indent',
  'vertical-align',
  'white-space',
  'line-height',
  'letter-spacing',
  'width',
  'height',
  'max-width',
  'min-width',
  'max-height',
  'min-height',
  'border-collapse',
  'border-spacing',
  'border-radius',
  ...SIDES.map((side) => `margin${side}`),
  ...SIDES.map((side) => `padding${side}`),
  ...SIDES.flatMap((side) => [`border${side}`, `border${side}-color`, `border${side}-style`, `border${side}-width`]),
];

/** The `allowedStyles` option of sanitize-html: the same value rule for every allowed property. */
export const MAIL_ALLOWED_STYLES: Record<string, Record<string, RegExp[]>> = {
  '*': Object.fromEntries(PROPERTIES.map((property) => [property, [SAFE_VALUE]])),
};
