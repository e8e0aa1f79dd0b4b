CREATE TABLE "live_stream_health" (
	"channel_id" integer PRIMARY KEY NOT NULL,
	"stream_id" integer NOT NULL,
	"bitrate_kbps" integer,
	"frame_rate10" integer,
	"width" integer,
	"height" integer,
	"keyframe_ms" integer,
	"reconnects" integer DEFAULT 0 NOT NULL,
	"measured_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_stream_settings" ADD COLUMN "language_code" text;--> statement-breakpoint
ALTER TABLE "live_streams" ADD COLUMN "category_idx" integer;--> statement-breakpoint
ALTER TABLE "live_streams" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "live_streams" ADD COLUMN "language_code" text;--> statement-breakpoint
ALTER TABLE "live_streams" ADD COLUMN "is_adult" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "live_stream_health" ADD CONSTRAINT "live_stream_health_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;