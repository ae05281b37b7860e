import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/** The published entries' version token (models/published-version.ts): one row, made at once. */
export class Migration20261207090850 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "published_version" ("id" text not null, "token" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "published_version_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_published_version_deleted_at" ON "published_version" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`insert into "published_version" ("id", "token") values ('pver_published', gen_random_uuid()::text) on conflict do nothing;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "published_version" cascade;`);
  }

}
