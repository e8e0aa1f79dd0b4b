CREATE TABLE "categories" (
	"idx" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"path_name" text NOT NULL,
	"restricted_in" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_follows" (
	"member_id" integer NOT NULL,
	"category_idx" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_follows_member_id_category_idx_pk" PRIMARY KEY("member_id","category_idx")
);
--> statement-breakpoint
CREATE TABLE "media_vod_likes" (
	"vod_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_vod_likes_vod_id_member_id_pk" PRIMARY KEY("vod_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "media_vod_positions" (
	"vod_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"position" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_vod_positions_member_id_vod_id_pk" PRIMARY KEY("member_id","vod_id")
);
--> statement-breakpoint
CREATE TABLE "media_vod_reports" (
	"vod_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"report" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_vod_reports_vod_id_member_id_pk" PRIMARY KEY("vod_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "member_vod_settings" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"is_auto_play" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_vods" ADD COLUMN "file_type" text DEFAULT 'upload' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_vods" ADD COLUMN "category_idx" integer;--> statement-breakpoint
ALTER TABLE "media_vods" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "media_vods" ADD COLUMN "language_code" text;--> statement-breakpoint
ALTER TABLE "media_vods" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "media_vods" ADD COLUMN "is_adult" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "media_vods" ADD COLUMN "view_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "media_vods" ADD COLUMN "like_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "media_vods" ADD COLUMN "thumbnail_path" text;--> statement-breakpoint
ALTER TABLE "category_follows" ADD CONSTRAINT "category_follows_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_follows" ADD CONSTRAINT "category_follows_category_idx_categories_idx_fk" FOREIGN KEY ("category_idx") REFERENCES "public"."categories"("idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_vod_likes" ADD CONSTRAINT "media_vod_likes_vod_id_media_vods_id_fk" FOREIGN KEY ("vod_id") REFERENCES "public"."media_vods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_vod_likes" ADD CONSTRAINT "media_vod_likes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_vod_positions" ADD CONSTRAINT "media_vod_positions_vod_id_media_vods_id_fk" FOREIGN KEY ("vod_id") REFERENCES "public"."media_vods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_vod_positions" ADD CONSTRAINT "media_vod_positions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_vod_reports" ADD CONSTRAINT "media_vod_reports_vod_id_media_vods_id_fk" FOREIGN KEY ("vod_id") REFERENCES "public"."media_vods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_vod_reports" ADD CONSTRAINT "media_vod_reports_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_vod_settings" ADD CONSTRAINT "member_vod_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_path_name" ON "categories" USING btree (lower("path_name"));--> statement-breakpoint
ALTER TABLE "media_vods" ADD CONSTRAINT "media_vods_category_idx_categories_idx_fk" FOREIGN KEY ("category_idx") REFERENCES "public"."categories"("idx") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_vods_channel_latest" ON "media_vods" USING btree ("channel_id","created_at");--> statement-breakpoint
CREATE INDEX "media_vods_category_latest" ON "media_vods" USING btree ("category_idx","created_at");--> statement-breakpoint
CREATE INDEX "media_vods_latest" ON "media_vods" USING btree ("created_at");--> statement-breakpoint
-- The seeded categories: idx 1-5 are the ones streams already used (Casino is restricted in
-- Thailand and Greater China, as gambling content is there).
INSERT INTO "categories" ("idx", "name", "path_name", "restricted_in", "sort_order") VALUES
	(1, 'Just Chatting', 'just-chatting', '{}', 1),
	(2, 'Games', 'games', '{}', 2),
	(3, 'Music', 'music', '{}', 3),
	(4, 'Sports', 'sports', '{}', 4),
	(5, 'Casino', 'casino', '{TH,GC}', 7),
	(6, 'Art', 'art', '{}', 5),
	(7, 'Science & Technology', 'science-technology', '{}', 6)
ON CONFLICT DO NOTHING;
