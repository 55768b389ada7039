CREATE TABLE "cache_ver" (
	"cache_nm" text PRIMARY KEY NOT NULL,
	"ver" bigint NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
