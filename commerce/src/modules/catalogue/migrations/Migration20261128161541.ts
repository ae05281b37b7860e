import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * The published entries' product type (models/published-entry.ts), null until the entries are made again: the
 * migration script src/migration-scripts/published-entries-product-type.ts makes them again once.
 */
export class Migration20261128161541 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "published_entry" add column if not exists "product_type" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "published_entry" drop column if exists "product_type";`);
  }

}
