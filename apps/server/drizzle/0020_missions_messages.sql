CREATE TABLE "message_contents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"sender_channel_id" integer NOT NULL,
	"sender_member_id" integer NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'SENT' NOT NULL,
	"client_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_participants" (
	"room_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"last_read_content_id" bigint DEFAULT 0 NOT NULL,
	"cleared_before" bigint DEFAULT 0 NOT NULL,
	"left" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_participants_room_id_channel_id_pk" PRIMARY KEY("room_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "message_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"low_channel_id" integer NOT NULL,
	"high_channel_id" integer NOT NULL,
	"request" text DEFAULT 'none' NOT NULL,
	"requester_channel_id" integer,
	"last_content_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_rooms_pair" CHECK ("message_rooms"."low_channel_id" < "message_rooms"."high_channel_id")
);
--> statement-breakpoint
CREATE TABLE "message_settings" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"allow_message" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission_pledges" (
	"mission_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"gem" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_pledges_mission_id_member_id_pk" PRIMARY KEY("mission_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "mission_settings" (
	"channel_id" integer PRIMARY KEY NOT NULL,
	"agreed_at" timestamp with time zone,
	"enabled" boolean DEFAULT false NOT NULL,
	"minimum_gem" integer DEFAULT 100 NOT NULL,
	"proposer" text DEFAULT 'everyone' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"proposer_member_id" integer NOT NULL,
	"proposer_channel_id" integer NOT NULL,
	"title" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"total_gem" integer DEFAULT 0 NOT NULL,
	"pledge_count" integer DEFAULT 0 NOT NULL,
	"limit_seconds" integer,
	"extended" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missions_total" CHECK ("missions"."total_gem" >= 0)
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "mission_id" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "mission_status" integer;--> statement-breakpoint
ALTER TABLE "message_contents" ADD CONSTRAINT "message_contents_room_id_message_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."message_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_contents" ADD CONSTRAINT "message_contents_sender_channel_id_channels_id_fk" FOREIGN KEY ("sender_channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_contents" ADD CONSTRAINT "message_contents_sender_member_id_members_id_fk" FOREIGN KEY ("sender_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_participants" ADD CONSTRAINT "message_participants_room_id_message_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."message_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_participants" ADD CONSTRAINT "message_participants_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_participants" ADD CONSTRAINT "message_participants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_rooms" ADD CONSTRAINT "message_rooms_low_channel_id_channels_id_fk" FOREIGN KEY ("low_channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_rooms" ADD CONSTRAINT "message_rooms_high_channel_id_channels_id_fk" FOREIGN KEY ("high_channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_settings" ADD CONSTRAINT "message_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_pledges" ADD CONSTRAINT "mission_pledges_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_pledges" ADD CONSTRAINT "mission_pledges_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_pledges" ADD CONSTRAINT "mission_pledges_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_settings" ADD CONSTRAINT "mission_settings_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_proposer_member_id_members_id_fk" FOREIGN KEY ("proposer_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_proposer_channel_id_channels_id_fk" FOREIGN KEY ("proposer_channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_contents_room" ON "message_contents" USING btree ("room_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_contents_client_id" ON "message_contents" USING btree ("sender_channel_id","client_message_id") WHERE "message_contents"."client_message_id" is not null;--> statement-breakpoint
CREATE INDEX "message_participants_channel" ON "message_participants" USING btree ("channel_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "message_rooms_pair_unique" ON "message_rooms" USING btree ("low_channel_id","high_channel_id");--> statement-breakpoint
CREATE INDEX "mission_pledges_member" ON "mission_pledges" USING btree ("member_id","updated_at");--> statement-breakpoint
CREATE INDEX "missions_channel_status" ON "missions" USING btree ("channel_id","status","created_at");--> statement-breakpoint
CREATE INDEX "missions_started_end" ON "missions" USING btree ("ends_at") WHERE "missions"."status" = 2;