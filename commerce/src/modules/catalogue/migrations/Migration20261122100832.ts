import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * Trigram indexes for the catalogue search (catalogue-search.ts in src/lib, deleted with that search in cd40fc2).
 *
 * The table is NOT ours: `translation` belongs to Medusa's Translation module. The indexes live here
 * because searching in the shopper's language means matching `lower(translations->>'title')` (products)
 * and `lower(translations->>'value')` (product tags) with `LIKE '%term%'`, which only a pg_trgm GIN
 * index can answer without reading every translation row. The expressions and partial predicates must
 * stay exactly as the search query writes them, or the planner will not use the indexes.
 *
 * Runs after the Translation module's own migrations (core modules migrate first, one module at a time
 * unless DB_MIGRATION_CONCURRENCY says otherwise), so the table exists. `down()` drops only the indexes:
 * pg_trgm is shared (Medusa's search module uses it too).
 */
export class Migration20261122100832 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`CREATE EXTENSION IF NOT EXISTS pg_trgm;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_translation_product_title_trgm" ON "translation" USING gin (lower(translations ->> 'title') gin_trgm_ops) WHERE reference = 'product' AND deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_translation_product_tag_value_trgm" ON "translation" USING gin (lower(translations ->> 'value') gin_trgm_ops) WHERE reference = 'product_tag' AND deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`DROP INDEX IF EXISTS "IDX_translation_product_title_trgm";`);
    this.addSql(`DROP INDEX IF EXISTS "IDX_translation_product_tag_value_trgm";`);
  }

}
