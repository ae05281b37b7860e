import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/**
 * Searches that found nothing (models/search-miss.ts). The unique index on (day, language, query) is what the
 * service's upsert adds counts on; its leading day serves the window's reads and the deletion of old days.
 */
export class Migration20261128161837 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "search_miss" drop constraint if exists "search_miss_day_language_query_unique";`);
    this.addSql(`create table if not exists "search_miss" ("id" text not null, "day" timestamptz not null, "language" text not null, "query" text not null, "count" integer not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "search_miss_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_search_miss_deleted_at" ON "search_miss" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_search_miss_day_language_query_unique" ON "search_miss" ("day", "language", "query") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "search_miss" cascade;`);
  }

}
