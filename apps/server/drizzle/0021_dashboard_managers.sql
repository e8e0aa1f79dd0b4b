CREATE TABLE "manager_activity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"manager_channel_id" integer NOT NULL,
	"action" text NOT NULL,
	"target_channel_id" integer,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_managers" ADD COLUMN "can_chat" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_managers" ADD COLUMN "can_ice_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_managers" ADD COLUMN "can_url_chat" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_managers" ADD COLUMN "can_mission" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_managers" ADD COLUMN "can_poll" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_managers" ADD COLUMN "can_community" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "manager_activity" ADD CONSTRAINT "manager_activity_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_activity" ADD CONSTRAINT "manager_activity_manager_channel_id_channels_id_fk" FOREIGN KEY ("manager_channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_activity" ADD CONSTRAINT "manager_activity_target_channel_id_channels_id_fk" FOREIGN KEY ("target_channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manager_activity_channel_latest" ON "manager_activity" USING btree ("channel_id","id");