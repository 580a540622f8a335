import type { Seeder } from './seed';
import { addons, goldenCategories, numberCategories, plans, seedNumbers } from './catalog-seed';

/** Catalog content documents and the number inventory. */
export const catalogSeeder: Seeder = async (q) => {
  const docs = { plans, addons, number_categories: numberCategories, golden_categories: goldenCategories };
  for (const [key, value] of Object.entries(docs)) {
    await q.query('INSERT INTO content (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', [key, JSON.stringify(value)]);
  }
  const nums = seedNumbers();
  const values = nums.map((_, i) => `($${i * 4 + 1}, $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4})`).join(', ');
  await q.query(
    `INSERT INTO numbers (msisdn, category, number_class, price) VALUES ${values} ON CONFLICT (msisdn) DO NOTHING`,
    nums.flatMap((n) => [n.msisdn, n.category, n.numberClass, n.price]),
  );
};
