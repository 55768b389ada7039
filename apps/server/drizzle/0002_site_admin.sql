CREATE TABLE "com_cd" (
	"com_cd_id" text PRIMARY KEY NOT NULL,
	"up_com_cd_id" text,
	"com_cd" text NOT NULL,
	"com_cd_nm" text NOT NULL,
	"cd_expln" text,
	"sort_seq" integer DEFAULT 0 NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"sys_yn" char(1) DEFAULT 'N' NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "com_cd_up_com_cd_uq" UNIQUE NULLS NOT DISTINCT("up_com_cd_id","com_cd")
);
--> statement-breakpoint
CREATE TABLE "com_cd_rflct" (
	"rflct_ver" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "com_cd_rflct_rflct_ver_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"codes" jsonb NOT NULL,
	"rflct_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rflct_by" text
);
--> statement-breakpoint
CREATE TABLE "inst_code" (
	"inst_code_id" serial PRIMARY KEY NOT NULL,
	"inst_cd" text NOT NULL,
	"inst_nm" text NOT NULL,
	"inst_type_cd" text NOT NULL,
	"region_cd" text,
	"up_inst_cd" text,
	"telno" text,
	"addr" text,
	"sort_seq" integer DEFAULT 0 NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inst_code_instCd_unique" UNIQUE("inst_cd")
);
--> statement-breakpoint
CREATE TABLE "schl" (
	"schl_id" serial PRIMARY KEY NOT NULL,
	"schl_nm" text NOT NULL,
	"schl_type_cd" text NOT NULL,
	"region_cd" text NOT NULL,
	"addr" text,
	"zip" text,
	"telno" text,
	"hmpg_url" text,
	"neis_schl_cd" text NOT NULL,
	"inst_cd" text,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schl_neisSchlCd_unique" UNIQUE("neis_schl_cd")
);
--> statement-breakpoint
CREATE TABLE "assist_inst" (
	"assist_inst_id" serial PRIMARY KEY NOT NULL,
	"inst_nm" text NOT NULL,
	"inst_type_cd" text NOT NULL,
	"pic_nm" text,
	"telno" text,
	"email" text,
	"cntct_open_yn" char(1) DEFAULT 'N' NOT NULL,
	"hmpg_url" text,
	"addr" text,
	"logo_path" text,
	"logo_alt" text,
	"inst_expln" text,
	"sort_seq" integer DEFAULT 0 NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prhbwd" (
	"prhbwd_id" serial PRIMARY KEY NOT NULL,
	"prhbwd_nm" text NOT NULL,
	"normalized_nm" text NOT NULL,
	"expln" text,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prhbwd_ver" (
	"ver_id" integer PRIMARY KEY NOT NULL,
	"ver" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popup" (
	"popup_id" serial PRIMARY KEY NOT NULL,
	"popup_nm" text NOT NULL,
	"bgng_dt" timestamp with time zone NOT NULL,
	"end_dt" timestamp with time zone NOT NULL,
	"trgt_pages" text[] NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"pos_top" integer DEFAULT 0 NOT NULL,
	"pos_left" integer DEFAULT 0 NOT NULL,
	"cn_type_cd" text NOT NULL,
	"image_path" text,
	"image_alt" text,
	"cn" text,
	"link_url" text,
	"trgt_type_cd" text,
	"sort_seq" integer DEFAULT 0 NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banner" (
	"banner_id" serial PRIMARY KEY NOT NULL,
	"banner_nm" text NOT NULL,
	"banner_se_cd" text DEFAULT 'MAIN' NOT NULL,
	"bgng_dt" timestamp with time zone NOT NULL,
	"end_dt" timestamp with time zone NOT NULL,
	"sort_seq" integer DEFAULT 0 NOT NULL,
	"image_path" text NOT NULL,
	"alt_text" text NOT NULL,
	"link_url" text,
	"trgt_type_cd" text,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bmnexhl" (
	"bmnexhl_id" serial PRIMARY KEY NOT NULL,
	"bmnexhl_nm" text NOT NULL,
	"bmnexhl_expln" text,
	"flr_nm" text,
	"plc_nm" text,
	"image_path" text,
	"image_alt" text,
	"link_url" text,
	"bmnexhl_atch_file_id" text,
	"sort_seq" integer DEFAULT 0 NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smnexhl" (
	"smnexhl_id" serial PRIMARY KEY NOT NULL,
	"bmnexhl_id" integer NOT NULL,
	"smnexhl_no" integer NOT NULL,
	"smnexhl_nm" text NOT NULL,
	"smnexhl_expln" text,
	"duty_crs" text[],
	"actv_cn" text,
	"image_path" text,
	"image_alt" text,
	"link_url" text,
	"smnexhl_atch_file_id" text,
	"sort_seq" integer DEFAULT 0 NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "smnexhl_bmnexhlId_smnexhlNo_unique" UNIQUE("bmnexhl_id","smnexhl_no")
);
--> statement-breakpoint
CREATE TABLE "intdcn_page" (
	"page_cd" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"cn" text DEFAULT '' NOT NULL,
	"image_path" text,
	"image_alt" text,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crr_site" (
	"crr_site_id" serial PRIMARY KEY NOT NULL,
	"site_nm" text NOT NULL,
	"site_url" text NOT NULL,
	"ctgry_cd" text,
	"site_expln" text,
	"logo_path" text,
	"sort_seq" integer DEFAULT 0 NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dead_link_rslt" (
	"rslt_id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"src_type_cd" text NOT NULL,
	"src_id" text NOT NULL,
	"src_nm" text NOT NULL,
	"link_url" text NOT NULL,
	"check_url" text NOT NULL,
	"rslt_cd" text,
	"http_status" integer,
	"elapsed_ms" integer,
	"rslt_msg" text,
	"checked_at" timestamp with time zone,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dead_link_run" (
	"run_id" serial PRIMARY KEY NOT NULL,
	"stts_cd" text NOT NULL,
	"start_type_cd" text NOT NULL,
	"schedule_de" date,
	"total_count" integer DEFAULT 0 NOT NULL,
	"done_count" integer DEFAULT 0 NOT NULL,
	"ok_count" integer DEFAULT 0 NOT NULL,
	"broken_count" integer DEFAULT 0 NOT NULL,
	"stop_yn" char(1) DEFAULT 'N' NOT NULL,
	"started_by" text,
	"stopped_by" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"run_msg" text,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crr_book" (
	"crr_book_id" serial PRIMARY KEY NOT NULL,
	"book_nm" text NOT NULL,
	"author_nm" text NOT NULL,
	"pblshr_nm" text NOT NULL,
	"pblcn_yr" smallint NOT NULL,
	"isbn" text,
	"cover_path" text,
	"cover_alt" text,
	"sumry" text,
	"related_jobs" text[] DEFAULT '{}'::text[] NOT NULL,
	"trgt_schl_type_cds" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_seq" integer DEFAULT 0 NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acs_day_stats" (
	"stats_de" date NOT NULL,
	"page_url" text NOT NULL,
	"device_cd" text NOT NULL,
	"user_type_cd" text NOT NULL,
	"cnt" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "acs_day_stats_stats_de_page_url_device_cd_user_type_cd_pk" PRIMARY KEY("stats_de","page_url","device_cd","user_type_cd")
);
--> statement-breakpoint
CREATE TABLE "acs_log" (
	"acs_log_id" bigserial PRIMARY KEY NOT NULL,
	"page_url" text NOT NULL,
	"referrer_host" text,
	"device_cd" text NOT NULL,
	"user_type_cd" text NOT NULL,
	"acs_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_acs_day_stats" (
	"stats_de" date NOT NULL,
	"menu_nm" text NOT NULL,
	"page_url" text NOT NULL,
	"device_cd" text NOT NULL,
	"user_type_cd" text NOT NULL,
	"cnt" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "menu_acs_day_stats_stats_de_menu_nm_page_url_device_cd_user_type_cd_pk" PRIMARY KEY("stats_de","menu_nm","page_url","device_cd","user_type_cd")
);
--> statement-breakpoint
CREATE TABLE "menu_acs_log" (
	"menu_acs_log_id" bigserial PRIMARY KEY NOT NULL,
	"menu_nm" text NOT NULL,
	"page_url" text NOT NULL,
	"device_cd" text NOT NULL,
	"user_type_cd" text NOT NULL,
	"acs_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rcmdtn_log" (
	"rcmdtn_log_id" bigserial PRIMARY KEY NOT NULL,
	"srvc_cd" text NOT NULL,
	"idntf_id" text NOT NULL,
	"user_id" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rcmdtn_log_srvcCd_idntfId_userId_unique" UNIQUE("srvc_cd","idntf_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "rcmdtn_stats" (
	"srvc_cd" text NOT NULL,
	"idntf_id" text NOT NULL,
	"cnt" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rcmdtn_stats_srvc_cd_idntf_id_pk" PRIMARY KEY("srvc_cd","idntf_id")
);
--> statement-breakpoint
ALTER TABLE "com_cd" ADD CONSTRAINT "com_cd_up_com_cd_id_com_cd_com_cd_id_fk" FOREIGN KEY ("up_com_cd_id") REFERENCES "public"."com_cd"("com_cd_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inst_code" ADD CONSTRAINT "inst_code_up_inst_cd_inst_code_inst_cd_fk" FOREIGN KEY ("up_inst_cd") REFERENCES "public"."inst_code"("inst_cd") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "schl" ADD CONSTRAINT "schl_inst_cd_inst_code_inst_cd_fk" FOREIGN KEY ("inst_cd") REFERENCES "public"."inst_code"("inst_cd") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "smnexhl" ADD CONSTRAINT "smnexhl_bmnexhl_id_bmnexhl_bmnexhl_id_fk" FOREIGN KEY ("bmnexhl_id") REFERENCES "public"."bmnexhl"("bmnexhl_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dead_link_rslt" ADD CONSTRAINT "dead_link_rslt_run_id_dead_link_run_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."dead_link_run"("run_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rcmdtn_log" ADD CONSTRAINT "rcmdtn_log_user_id_mbr_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."mbr"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "com_cd_up_com_cd_id_sort_seq_index" ON "com_cd" USING btree ("up_com_cd_id","sort_seq");--> statement-breakpoint
CREATE INDEX "inst_code_up_inst_cd_index" ON "inst_code" USING btree ("up_inst_cd");--> statement-breakpoint
CREATE INDEX "schl_inst_cd_index" ON "schl" USING btree ("inst_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "prhbwd_normalized_nm_index" ON "prhbwd" USING btree ("normalized_nm");--> statement-breakpoint
CREATE INDEX "popup_use_yn_bgng_dt_end_dt_index" ON "popup" USING btree ("use_yn","bgng_dt","end_dt");--> statement-breakpoint
CREATE INDEX "banner_banner_se_cd_use_yn_bgng_dt_end_dt_index" ON "banner" USING btree ("banner_se_cd","use_yn","bgng_dt","end_dt");--> statement-breakpoint
CREATE INDEX "bmnexhl_use_yn_sort_seq_index" ON "bmnexhl" USING btree ("use_yn","sort_seq");--> statement-breakpoint
CREATE INDEX "smnexhl_bmnexhl_id_sort_seq_index" ON "smnexhl" USING btree ("bmnexhl_id","sort_seq");--> statement-breakpoint
CREATE INDEX "crr_site_use_yn_sort_seq_index" ON "crr_site" USING btree ("use_yn","sort_seq");--> statement-breakpoint
CREATE INDEX "dead_link_rslt_run_id_check_url_index" ON "dead_link_rslt" USING btree ("run_id","check_url");--> statement-breakpoint
CREATE INDEX "dead_link_rslt_link_url_checked_at_index" ON "dead_link_rslt" USING btree ("link_url","checked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dead_link_run_one_running" ON "dead_link_run" USING btree ("stts_cd") WHERE "dead_link_run"."stts_cd" = 'RUNNING';--> statement-breakpoint
CREATE UNIQUE INDEX "dead_link_run_schedule_day" ON "dead_link_run" USING btree ("schedule_de") WHERE "dead_link_run"."schedule_de" is not null;--> statement-breakpoint
CREATE INDEX "crr_book_use_yn_sort_seq_crr_book_id_index" ON "crr_book" USING btree ("use_yn","sort_seq","crr_book_id");--> statement-breakpoint
CREATE INDEX "acs_log_acs_dt_index" ON "acs_log" USING btree ("acs_dt");--> statement-breakpoint
CREATE INDEX "menu_acs_log_acs_dt_index" ON "menu_acs_log" USING btree ("acs_dt");