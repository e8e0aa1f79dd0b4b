ALTER TABLE "media_vods" ADD COLUMN "broadcast_id" integer;--> statement-breakpoint
ALTER TABLE "media_vods" ADD CONSTRAINT "media_vods_broadcast_id_live_streams_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."live_streams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_vods_broadcast" ON "media_vods" USING btree ("broadcast_id");