CREATE TABLE "search_recents" (
	"member_id" integer NOT NULL,
	"search" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_recents_member_id_search_pk" PRIMARY KEY("member_id","search")
);
--> statement-breakpoint
ALTER TABLE "post_comments" ALTER COLUMN "post_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "vod_id" integer;--> statement-breakpoint
ALTER TABLE "search_recents" ADD CONSTRAINT "search_recents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_recents_latest" ON "search_recents" USING btree ("member_id","searched_at");--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_vod_id_media_vods_id_fk" FOREIGN KEY ("vod_id") REFERENCES "public"."media_vods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_comments_vod" ON "post_comments" USING btree ("vod_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "post_comments_one_vod_pin" ON "post_comments" USING btree ("vod_id") WHERE "post_comments"."is_fixed" and "post_comments"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_one_thread" CHECK (num_nonnulls("post_comments"."post_id", "post_comments"."vod_id") = 1);--> statement-breakpoint
-- Search: pg_trgm finds short and misspelled terms. It lives in "public" and queries name it
-- so (public.similarity), whichever schema the tables are in (tests migrate into their own);
-- the lock keeps migrations running side by side from creating it twice at once.
SELECT pg_advisory_xact_lock(1410);--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
CREATE INDEX "media_vods_title_search" ON "media_vods" USING gin (to_tsvector('simple'::regconfig, "title"));--> statement-breakpoint
CREATE INDEX "live_streams_title_search" ON "live_streams" USING gin (to_tsvector('simple'::regconfig, "title"));--> statement-breakpoint
CREATE INDEX "channels_nickname_search" ON "channels" USING gin (to_tsvector('simple'::regconfig, "nickname"));
