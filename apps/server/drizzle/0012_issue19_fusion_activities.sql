CREATE TABLE "fusn_aply" (
	"aply_id" serial PRIMARY KEY NOT NULL,
	"sesn_id" integer NOT NULL,
	"schl_rsvt_id" integer,
	"aply_unit_cd" text,
	"user_id" text NOT NULL,
	"stts_cd" text NOT NULL,
	"entry_no" integer,
	"wait_no" integer,
	"offer_exp_dt" timestamp with time zone,
	"asgn_by" text,
	"cncl_at" timestamp with time zone,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fusn_aply_unit" (
	"schl_rsvt_id" integer NOT NULL,
	"aply_unit_cd" text NOT NULL,
	"unit_nm" text NOT NULL,
	"cpcty" integer NOT NULL,
	"aply_cnt" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fusn_aply_unit_schl_rsvt_id_aply_unit_cd_pk" PRIMARY KEY("schl_rsvt_id","aply_unit_cd"),
	CONSTRAINT "fusn_aply_unit_seats" CHECK ("fusn_aply_unit"."aply_cnt" >= 0 and "fusn_aply_unit"."aply_cnt" <= "fusn_aply_unit"."cpcty")
);
--> statement-breakpoint
CREATE TABLE "fusn_atndc" (
	"aply_id" integer PRIMARY KEY NOT NULL,
	"atndc_cd" text NOT NULL,
	"rmrk" text,
	"chkin_se_cd" text NOT NULL,
	"chkin_at" timestamp with time zone,
	"bmnexhl_id" integer,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fusn_cert" (
	"cert_no" text PRIMARY KEY NOT NULL,
	"aply_id" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fusn_cert_aplyId_unique" UNIQUE("aply_id")
);
--> statement-breakpoint
CREATE TABLE "fusn_clsr" (
	"clsr_ymd" date PRIMARY KEY NOT NULL,
	"clsr_se_cd" text NOT NULL,
	"clsr_nm" text NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fusn_prgrm" (
	"prgrm_id" serial PRIMARY KEY NOT NULL,
	"prgrm_nm" text NOT NULL,
	"prgrm_se_cd" text NOT NULL,
	"schl_lvls" text[] NOT NULL,
	"prgrm_expln" text NOT NULL,
	"atch_file_module_id" text,
	"image_file_id" bigint,
	"image_alt" text,
	"dur_min" smallint NOT NULL,
	"bfr_srvy_id" integer,
	"dgstfn_srvy_id" integer,
	"point_yn" char(1) DEFAULT 'Y' NOT NULL,
	"opn_dt" timestamp with time zone NOT NULL,
	"ddln_days" smallint NOT NULL,
	"schl_term_lmt" smallint,
	"auto_cnfm_yn" char(1) DEFAULT 'N' NOT NULL,
	"slct_se_cd" text DEFAULT 'FCFS' NOT NULL,
	"offer_hours" smallint DEFAULT 24 NOT NULL,
	"stts_cd" text DEFAULT 'DRAFT' NOT NULL,
	"orgn_prgrm_id" integer,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fusn_prgrm_hall" (
	"prgrm_id" integer NOT NULL,
	"bmnexhl_id" integer NOT NULL,
	CONSTRAINT "fusn_prgrm_hall_prgrm_id_bmnexhl_id_pk" PRIMARY KEY("prgrm_id","bmnexhl_id")
);
--> statement-breakpoint
CREATE TABLE "fusn_rmndr" (
	"rmndr_id" serial PRIMARY KEY NOT NULL,
	"schl_rsvt_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"sent_by" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fusn_schl_rsvt" (
	"schl_rsvt_id" serial PRIMARY KEY NOT NULL,
	"sesn_id" integer NOT NULL,
	"schl_cd" text NOT NULL,
	"rsvt_user_id" text NOT NULL,
	"stdnt_cnt" integer NOT NULL,
	"schl_yr" smallint NOT NULL,
	"term" smallint NOT NULL,
	"stts_cd" text DEFAULT 'APLY' NOT NULL,
	"cnfm_at" timestamp with time zone,
	"cnfm_by" text,
	"cncl_at" timestamp with time zone,
	"cncl_by" text,
	"cncl_rsn" text,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fusn_schl_rsvt_cnt" CHECK ("fusn_schl_rsvt"."stdnt_cnt" > 0)
);
--> statement-breakpoint
CREATE TABLE "fusn_sesn" (
	"sesn_id" serial PRIMARY KEY NOT NULL,
	"prgrm_id" integer NOT NULL,
	"sesn_ymd" date NOT NULL,
	"bgng_tm" text NOT NULL,
	"end_tm" text NOT NULL,
	"bgng_dt" timestamp with time zone NOT NULL,
	"end_dt" timestamp with time zone NOT NULL,
	"ddln_dt" timestamp with time zone NOT NULL,
	"cpcty" integer NOT NULL,
	"rsvd_cnt" integer DEFAULT 0 NOT NULL,
	"stts_cd" text DEFAULT 'OPEN' NOT NULL,
	"seed_salt" text,
	"commit_hash" text,
	"seed_hex" text,
	"drawn_at" timestamp with time zone,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fusn_sesn_seats" CHECK ("fusn_sesn"."rsvd_cnt" >= 0 and "fusn_sesn"."rsvd_cnt" <= "fusn_sesn"."cpcty")
);
--> statement-breakpoint
ALTER TABLE "fusn_aply" ADD CONSTRAINT "fusn_aply_sesn_id_fusn_sesn_sesn_id_fk" FOREIGN KEY ("sesn_id") REFERENCES "public"."fusn_sesn"("sesn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fusn_aply" ADD CONSTRAINT "fusn_aply_schl_rsvt_id_fusn_schl_rsvt_schl_rsvt_id_fk" FOREIGN KEY ("schl_rsvt_id") REFERENCES "public"."fusn_schl_rsvt"("schl_rsvt_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fusn_aply" ADD CONSTRAINT "fusn_aply_user_id_mbr_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."mbr"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fusn_aply_unit" ADD CONSTRAINT "fusn_aply_unit_schl_rsvt_id_fusn_schl_rsvt_schl_rsvt_id_fk" FOREIGN KEY ("schl_rsvt_id") REFERENCES "public"."fusn_schl_rsvt"("schl_rsvt_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fusn_atndc" ADD CONSTRAINT "fusn_atndc_aply_id_fusn_aply_aply_id_fk" FOREIGN KEY ("aply_id") REFERENCES "public"."fusn_aply"("aply_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fusn_cert" ADD CONSTRAINT "fusn_cert_aply_id_fusn_aply_aply_id_fk" FOREIGN KEY ("aply_id") REFERENCES "public"."fusn_aply"("aply_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fusn_prgrm" ADD CONSTRAINT "fusn_prgrm_image_file_id_atch_file_file_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."atch_file"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fusn_prgrm_hall" ADD CONSTRAINT "fusn_prgrm_hall_prgrm_id_fusn_prgrm_prgrm_id_fk" FOREIGN KEY ("prgrm_id") REFERENCES "public"."fusn_prgrm"("prgrm_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fusn_prgrm_hall" ADD CONSTRAINT "fusn_prgrm_hall_bmnexhl_id_bmnexhl_bmnexhl_id_fk" FOREIGN KEY ("bmnexhl_id") REFERENCES "public"."bmnexhl"("bmnexhl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fusn_rmndr" ADD CONSTRAINT "fusn_rmndr_schl_rsvt_id_fusn_schl_rsvt_schl_rsvt_id_fk" FOREIGN KEY ("schl_rsvt_id") REFERENCES "public"."fusn_schl_rsvt"("schl_rsvt_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fusn_rmndr" ADD CONSTRAINT "fusn_rmndr_user_id_mbr_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."mbr"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fusn_schl_rsvt" ADD CONSTRAINT "fusn_schl_rsvt_sesn_id_fusn_sesn_sesn_id_fk" FOREIGN KEY ("sesn_id") REFERENCES "public"."fusn_sesn"("sesn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fusn_schl_rsvt" ADD CONSTRAINT "fusn_schl_rsvt_schl_cd_schl_neis_schl_cd_fk" FOREIGN KEY ("schl_cd") REFERENCES "public"."schl"("neis_schl_cd") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "fusn_schl_rsvt" ADD CONSTRAINT "fusn_schl_rsvt_rsvt_user_id_mbr_user_id_fk" FOREIGN KEY ("rsvt_user_id") REFERENCES "public"."mbr"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fusn_sesn" ADD CONSTRAINT "fusn_sesn_prgrm_id_fusn_prgrm_prgrm_id_fk" FOREIGN KEY ("prgrm_id") REFERENCES "public"."fusn_prgrm"("prgrm_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fusn_aply_live_uq" ON "fusn_aply" USING btree ("sesn_id","user_id") WHERE "fusn_aply"."stts_cd" <> 'CNCL';--> statement-breakpoint
CREATE UNIQUE INDEX "fusn_aply_entry_uq" ON "fusn_aply" USING btree ("sesn_id","entry_no") WHERE "fusn_aply"."entry_no" is not null;--> statement-breakpoint
CREATE INDEX "fusn_aply_schl_rsvt_id_aply_unit_cd_index" ON "fusn_aply" USING btree ("schl_rsvt_id","aply_unit_cd");--> statement-breakpoint
CREATE INDEX "fusn_aply_user_id_index" ON "fusn_aply" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "fusn_atndc_atndc_cd_index" ON "fusn_atndc" USING btree ("atndc_cd");--> statement-breakpoint
CREATE INDEX "fusn_prgrm_stts_cd_prgrm_se_cd_index" ON "fusn_prgrm" USING btree ("stts_cd","prgrm_se_cd");--> statement-breakpoint
CREATE INDEX "fusn_prgrm_hall_bmnexhl_id_index" ON "fusn_prgrm_hall" USING btree ("bmnexhl_id");--> statement-breakpoint
CREATE INDEX "fusn_rmndr_user_id_read_at_index" ON "fusn_rmndr" USING btree ("user_id","read_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fusn_schl_rsvt_live_uq" ON "fusn_schl_rsvt" USING btree ("sesn_id","schl_cd") WHERE "fusn_schl_rsvt"."stts_cd" <> 'CNCL';--> statement-breakpoint
CREATE INDEX "fusn_schl_rsvt_schl_cd_schl_yr_term_index" ON "fusn_schl_rsvt" USING btree ("schl_cd","schl_yr","term");--> statement-breakpoint
CREATE INDEX "fusn_schl_rsvt_sesn_id_index" ON "fusn_schl_rsvt" USING btree ("sesn_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fusn_sesn_prgrm_id_sesn_ymd_bgng_tm_index" ON "fusn_sesn" USING btree ("prgrm_id","sesn_ymd","bgng_tm");--> statement-breakpoint
CREATE INDEX "fusn_sesn_sesn_ymd_index" ON "fusn_sesn" USING btree ("sesn_ymd");