import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * The published entries (models/published-entry.ts). The migration script src/migration-scripts/published-entries.ts
 * fills them for a catalogue seeded before they existed.
 */
export class Migration20261128100214 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "published_entry" drop constraint if exists "published_entry_product_id_unique";`);
    this.addSql(`alter table if exists "published_entry" drop constraint if exists "published_entry_item_id_unique";`);
    this.addSql(`create table if not exists "published_entry" ("id" text not null, "item_id" integer not null, "product_id" text not null, "entry" jsonb not null, "category_handles" text[] not null, "cheapest_variant_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "published_entry_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_published_entry_item_id_unique" ON "published_entry" ("item_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_published_entry_product_id_unique" ON "published_entry" ("product_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_published_entry_deleted_at" ON "published_entry" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "published_entry" cascade;`);
  }

}
