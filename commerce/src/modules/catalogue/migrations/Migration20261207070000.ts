import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/** The sales-based bestseller mark (models/catalogue-item.ts): none until the bestseller job first counts. */
export class Migration20261207070000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "catalogue_item" add column if not exists "bestseller" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "catalogue_item" drop column if exists "bestseller";`);
  }

}
