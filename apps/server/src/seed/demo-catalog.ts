/** Shelf items of the demo programme's bills: grocery and fashion, with EAN-13 barcodes. */
export interface CatalogItem {
  barcode: string;
  description: string;
  /** AED. */
  price: number;
}

/** EAN-13 check digit of twelve digits. */
function ean13(twelve: string): string {
  const sum = [...twelve].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}

// 629 is the GS1 prefix of the UAE.
const item = (n: number, description: string, price: number): CatalogItem => ({
  barcode: ean13(`6291100${String(n).padStart(5, '0')}`),
  description,
  price,
});

export const groceries: CatalogItem[] = [
  item(101, 'Fresh Full Cream Milk 2L', 12.5),
  item(102, 'Basmati Rice 5kg', 49.95),
  item(103, 'Medjool Dates 1kg', 64),
  item(104, 'Arabic Bread 6 pcs', 4.5),
  item(105, 'Greek Yoghurt 500g', 13.25),
  item(106, 'Extra Virgin Olive Oil 750ml', 38.75),
  item(107, 'Free-range Eggs 15 pcs', 21),
  item(108, 'Arabica Coffee Beans 500g', 55),
  item(109, 'Saffron 2g', 29.5),
  item(110, 'Halloumi Cheese 250g', 18.95),
  item(111, 'Orange Juice 1.75L', 15.75),
  item(112, 'Hummus 400g', 9.5),
  item(113, 'Chicken Breast 1kg', 34),
  item(114, 'Norwegian Salmon Fillet 500g', 59),
  item(115, 'Baby Spinach 200g', 8.25),
  item(116, 'Cardamom Tea 100 bags', 24.5),
];

export const fashion: CatalogItem[] = [
  item(201, 'Cotton Crew T-shirt', 59),
  item(202, 'Linen Shirt, Sand', 149),
  item(203, 'Slim-fit Chinos', 179),
  item(204, 'Classic Black Abaya', 320),
  item(205, 'White Kandura', 260),
  item(206, 'Leather Sandals', 189),
  item(207, 'Running Shoes', 349),
  item(208, 'Silk Scarf, Teal', 129),
  item(209, 'Denim Jacket', 229),
  item(210, "Kids' Pyjama Set", 79),
  item(211, 'Oud Eau de Parfum 100ml', 295),
  item(212, 'Polarised Sunglasses', 199),
];

/** A small, seeded random sequence, so the demo data is the same on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
