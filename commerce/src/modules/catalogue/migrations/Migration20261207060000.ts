import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/** A change-log entry that is a currency rate change (models/catalogue-change.ts): earlier entries are not. */
export class Migration20261207060000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "catalogue_change" add column if not exists "rates_changed" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "catalogue_change" drop column if exists "rates_changed";`);
  }

}
