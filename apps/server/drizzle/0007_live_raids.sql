CREATE TABLE "live_raids" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_channel_id" integer NOT NULL,
	"to_channel_id" integer NOT NULL,
	"stream_idx" integer NOT NULL,
	"raid_key" text NOT NULL,
	"ref_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_raids_raid_key_unique" UNIQUE("raid_key")
);
--> statement-breakpoint
ALTER TABLE "live_raids" ADD CONSTRAINT "live_raids_from_channel_id_channels_id_fk" FOREIGN KEY ("from_channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_raids" ADD CONSTRAINT "live_raids_to_channel_id_channels_id_fk" FOREIGN KEY ("to_channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_raids" ADD CONSTRAINT "live_raids_stream_idx_live_streams_id_fk" FOREIGN KEY ("stream_idx") REFERENCES "public"."live_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_raids_stream" ON "live_raids" USING btree ("stream_idx");