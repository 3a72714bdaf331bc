/** The demo programme's rating questions: stars and emojis, five options in English and Arabic. */
const STARS = [
  ['Poor', 'ضعيف'],
  ['Fair', 'مقبول'],
  ['Good', 'جيد'],
  ['Very good', 'جيد جداً'],
  ['Excellent', 'ممتاز'],
];
const FACES = [
  ['Very unhappy', 'غير راضٍ أبداً'],
  ['Unhappy', 'غير راضٍ'],
  ['Neutral', 'محايد'],
  ['Happy', 'راضٍ'],
  ['Very happy', 'راضٍ جداً'],
];
const options = (list: string[][]) => list.map(([desc = '', desc2 = '']) => ({ desc, desc2 }));

export const demoRatings = [
  {
    description: 'How was your last visit?',
    secondLanguage: 'كيف كانت زيارتك الأخيرة؟',
    type: 'Star' as const,
    options: options(STARS),
  },
  {
    description: 'How do you feel about our checkout?',
    secondLanguage: 'ما رأيك في تجربة الدفع؟',
    type: 'Emoji' as const,
    options: options(FACES),
  },
  {
    description: 'How fresh was our produce?',
    secondLanguage: 'ما مدى طزاجة منتجاتنا؟',
    type: 'Star' as const,
    options: options(STARS),
  },
];
