CREATE TABLE "live_stream_likes" (
	"stream_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_stream_likes_stream_id_member_id_pk" PRIMARY KEY("stream_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "live_stream_settings" (
	"channel_id" integer PRIMARY KEY NOT NULL,
	"title" text,
	"category_idx" integer,
	"is_adult" boolean DEFAULT false NOT NULL,
	"is_pending_end_enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_streams" ADD COLUMN "pending_end_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_stream_likes" ADD CONSTRAINT "live_stream_likes_stream_id_live_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."live_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_stream_likes" ADD CONSTRAINT "live_stream_likes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_stream_settings" ADD CONSTRAINT "live_stream_settings_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;