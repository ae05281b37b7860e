import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * Drops the trigram indexes of Migration20261122100832: only commerce's `LIKE '%q%'` search route read them,
 * and that route is gone (search is the storefront's index, fed by /store/catalogue/search-documents): writes
 * to the Translation module's table no longer update two GIN indexes. pg_trgm stays: Medusa's search
 * module uses it too. `down()` puts the indexes back as they were.
 */
export class Migration20261128000800 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`DROP INDEX IF EXISTS "IDX_translation_product_title_trgm";`);
    this.addSql(`DROP INDEX IF EXISTS "IDX_translation_product_tag_value_trgm";`);
  }

  override async down(): Promise<void> {
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_translation_product_title_trgm" ON "translation" USING gin (lower(translations ->> 'title') gin_trgm_ops) WHERE reference = 'product' AND deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_translation_product_tag_value_trgm" ON "translation" USING gin (lower(translations ->> 'value') gin_trgm_ops) WHERE reference = 'product_tag' AND deleted_at IS NULL;`);
  }

}
