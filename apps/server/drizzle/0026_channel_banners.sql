CREATE TABLE "channel_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"image_url" text NOT NULL,
	"link_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_profiles" ADD COLUMN "is_banner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_banners" ADD CONSTRAINT "channel_banners_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_banners_channel_idx" ON "channel_banners" USING btree ("channel_id","id");