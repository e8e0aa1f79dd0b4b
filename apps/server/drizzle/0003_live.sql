CREATE TABLE "live_stream_keys" (
	"channel_id" integer PRIMARY KEY NOT NULL,
	"stream_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_stream_keys_stream_key_unique" UNIQUE("stream_key")
);
--> statement-breakpoint
CREATE TABLE "live_streams" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"title" text NOT NULL,
	"is_stream" boolean DEFAULT true NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_reason" integer,
	"total_viewer" integer DEFAULT 0 NOT NULL,
	"like_cnt" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_stream_keys" ADD CONSTRAINT "live_stream_keys_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_streams" ADD CONSTRAINT "live_streams_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_streams_channel" ON "live_streams" USING btree ("channel_id","id");