CREATE TABLE "stat_broadcast" (
	"broadcast_id" integer PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"title" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"peak_viewers" integer DEFAULT 0 NOT NULL,
	"average_viewers" real DEFAULT 0 NOT NULL,
	"unique_viewers" integer DEFAULT 0 NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"watch_ms" bigint DEFAULT 0 NOT NULL,
	"chat_messages" integer DEFAULT 0 NOT NULL,
	"new_followers" integer DEFAULT 0 NOT NULL,
	"gems" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stat_daily" (
	"channel_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"viewers" bigint DEFAULT 0 NOT NULL,
	"watch_ms" bigint DEFAULT 0 NOT NULL,
	"followers" bigint DEFAULT 0 NOT NULL,
	"new_followers" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_daily_channel_id_day_pk" PRIMARY KEY("channel_id","day")
);
--> statement-breakpoint
CREATE TABLE "stat_hourly" (
	"channel_id" integer NOT NULL,
	"broadcast_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"client_type" text NOT NULL,
	"country" text NOT NULL,
	"stream_type" text NOT NULL,
	"login" boolean NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"watch_ms" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_hourly_channel_id_broadcast_id_hour_client_type_country_stream_type_login_pk" PRIMARY KEY("channel_id","broadcast_id","hour","client_type","country","stream_type","login")
);
--> statement-breakpoint
CREATE TABLE "stat_minute" (
	"channel_id" integer NOT NULL,
	"broadcast_id" integer NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"viewers" integer NOT NULL,
	CONSTRAINT "stat_minute_channel_id_broadcast_id_minute_pk" PRIMARY KEY("channel_id","broadcast_id","minute")
);
--> statement-breakpoint
CREATE TABLE "stat_presence" (
	"channel_id" integer NOT NULL,
	"broadcast_id" integer NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"viewer_key" text NOT NULL,
	CONSTRAINT "stat_presence_channel_id_broadcast_id_minute_viewer_key_pk" PRIMARY KEY("channel_id","broadcast_id","minute","viewer_key")
);
--> statement-breakpoint
CREATE TABLE "stat_rollup_state" (
	"name" text PRIMARY KEY NOT NULL,
	"watermark" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stat_viewer_day" (
	"channel_id" integer NOT NULL,
	"broadcast_id" integer NOT NULL,
	"day" date NOT NULL,
	"viewer_key" text NOT NULL,
	"login" boolean NOT NULL,
	"client_type" text NOT NULL,
	"country" text NOT NULL,
	"stream_type" text NOT NULL,
	CONSTRAINT "stat_viewer_day_channel_id_broadcast_id_day_viewer_key_pk" PRIMARY KEY("channel_id","broadcast_id","day","viewer_key")
);
--> statement-breakpoint
CREATE INDEX "stat_broadcast_channel" ON "stat_broadcast" USING btree ("channel_id","broadcast_id");--> statement-breakpoint
CREATE INDEX "stat_hourly_broadcast" ON "stat_hourly" USING btree ("broadcast_id");--> statement-breakpoint
CREATE INDEX "stat_viewer_day_broadcast" ON "stat_viewer_day" USING btree ("broadcast_id");