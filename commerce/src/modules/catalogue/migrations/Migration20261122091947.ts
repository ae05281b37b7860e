import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261122091947 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "catalogue_item" drop constraint if exists "catalogue_item_item_id_unique";`);
    this.addSql(`create table if not exists "catalogue_item" ("id" text not null, "item_id" integer not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "catalogue_item_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_catalogue_item_item_id_unique" ON "catalogue_item" ("item_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_catalogue_item_deleted_at" ON "catalogue_item" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "catalogue_item" cascade;`);
  }

}
