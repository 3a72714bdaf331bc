// The customer app mirrors for Arabic (docs/decisions/026-arabic.md): its styles say start and
// end, never left and right, so one style sheet lays out both directions.
const physical =
  'Use a logical property (inline-start/inline-end), so the layout mirrors in Arabic';

export default {
  rules: {
    'property-disallowed-list': [
      [
        /^(margin|padding|border|scroll-margin|scroll-padding)-(left|right)/,
        /^(left|right)$/,
        /^border-(top|bottom)-(left|right)-radius$/,
      ],
      { message: (property) => `${physical}: "${property}"` },
    ],
    'declaration-property-value-disallowed-list': [
      { 'text-align': ['left', 'right'], float: ['left', 'right'], clear: ['left', 'right'] },
      { message: (property, value) => `${physical}: "${property}: ${value}" (start/end)` },
    ],
  },
};
