CREATE TABLE "menu" (
	"menu_id" text PRIMARY KEY NOT NULL,
	"up_menu_id" text,
	"level" smallint NOT NULL,
	"menu_nm" text NOT NULL,
	"menu_url" text,
	"menu_expln" text,
	"trgt_type_cd" text,
	"sort_seq" integer DEFAULT 0 NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"mbr_type_authrts" text[],
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inst_link" (
	"inst_link_id" serial PRIMARY KEY NOT NULL,
	"se_cd" text NOT NULL,
	"inst_nm" text NOT NULL,
	"url" text NOT NULL,
	"sort_seq" integer DEFAULT 0 NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_page" (
	"polcy_cd" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"cn" text NOT NULL,
	"effective_date" date NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_setting" (
	"setting_key" text PRIMARY KEY NOT NULL,
	"setting_value" text NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu" ADD CONSTRAINT "menu_up_menu_id_menu_menu_id_fk" FOREIGN KEY ("up_menu_id") REFERENCES "public"."menu"("menu_id") ON DELETE cascade ON UPDATE no action;