CREATE TABLE "poll_items" (
	"poll_id" integer NOT NULL,
	"idx" integer NOT NULL,
	"content" text NOT NULL,
	"image_url" text,
	"vote_cnt" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "poll_items_poll_id_idx_pk" PRIMARY KEY("poll_id","idx")
);
--> statement-breakpoint
CREATE TABLE "poll_votes" (
	"poll_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"item_idx" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poll_votes_poll_id_member_id_pk" PRIMARY KEY("poll_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "polls" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"created_by" integer,
	"title" text NOT NULL,
	"is_ranking_expose" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'in-progress' NOT NULL,
	"duration_day" integer DEFAULT 0 NOT NULL,
	"duration_hour" integer DEFAULT 0 NOT NULL,
	"duration_minute" integer DEFAULT 1 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"result_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "poll_items" ADD CONSTRAINT "poll_items_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_created_by_channels_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."channels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "polls_channel_current" ON "polls" USING btree ("channel_id") WHERE "polls"."status" <> 'end';--> statement-breakpoint
CREATE INDEX "polls_channel_latest" ON "polls" USING btree ("channel_id","id");--> statement-breakpoint
CREATE INDEX "polls_due" ON "polls" USING btree ("ends_at") WHERE "polls"."status" = 'in-progress';