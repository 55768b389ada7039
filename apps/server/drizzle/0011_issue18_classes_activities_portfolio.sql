CREATE TABLE "cls" (
	"cls_id" serial PRIMARY KEY NOT NULL,
	"schl_cd" text NOT NULL,
	"schl_yr" smallint NOT NULL,
	"grd" smallint NOT NULL,
	"cls_no" smallint NOT NULL,
	"hmrm_tchr_id" text,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cls_stdnt" (
	"cls_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"schl_yr" smallint NOT NULL,
	"stdnt_no" smallint,
	"stts_cd" text DEFAULT 'PNDG' NOT NULL,
	"aprv_at" timestamp with time zone,
	"aprv_by" text,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cls_stdnt_cls_id_user_id_pk" PRIMARY KEY("cls_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "schl_tchr" (
	"user_id" text PRIMARY KEY NOT NULL,
	"schl_cd" text NOT NULL,
	"stts_cd" text DEFAULT 'PNDG' NOT NULL,
	"crr_tchr_yn" char(1) DEFAULT 'N' NOT NULL,
	"rsvt_mngr_yn" char(1) DEFAULT 'N' NOT NULL,
	"aprv_at" timestamp with time zone,
	"aprv_by" text,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crr_actv" (
	"crr_actv_id" serial PRIMARY KEY NOT NULL,
	"actv_se_cd" text NOT NULL,
	"wrtr_id" text NOT NULL,
	"schl_cd" text,
	"schl_nm" text NOT NULL,
	"grd" smallint NOT NULL,
	"actv_ymd" date NOT NULL,
	"schl_yr" smallint NOT NULL,
	"actv_nm" text NOT NULL,
	"actv_prps" text NOT NULL,
	"actv_plc" text NOT NULL,
	"actv_dgstfn" text NOT NULL,
	"duty_cr" text NOT NULL,
	"job_cd" text,
	"actv_cn" text NOT NULL,
	"actv_opnn" text NOT NULL,
	"atch_file_module_id" text,
	"src_key" text,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crr_actv_srcKey_unique" UNIQUE("src_key")
);
--> statement-breakpoint
CREATE TABLE "crr_actv_stdnt" (
	"crr_actv_id" integer NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "crr_actv_stdnt_crr_actv_id_user_id_pk" PRIMARY KEY("crr_actv_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "portflo" (
	"user_id" text PRIMARY KEY NOT NULL,
	"slf_intrcn" text,
	"goal" text,
	"hidden_sections" text[] DEFAULT '{}'::text[] NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crr_spclt" (
	"user_id" text NOT NULL,
	"schl_yr" smallint NOT NULL,
	"cn" text NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crr_spclt_user_id_schl_yr_pk" PRIMARY KEY("user_id","schl_yr")
);
--> statement-breakpoint
ALTER TABLE "cls" ADD CONSTRAINT "cls_schl_cd_schl_neis_schl_cd_fk" FOREIGN KEY ("schl_cd") REFERENCES "public"."schl"("neis_schl_cd") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "cls" ADD CONSTRAINT "cls_hmrm_tchr_id_mbr_user_id_fk" FOREIGN KEY ("hmrm_tchr_id") REFERENCES "public"."mbr"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cls_stdnt" ADD CONSTRAINT "cls_stdnt_cls_id_cls_cls_id_fk" FOREIGN KEY ("cls_id") REFERENCES "public"."cls"("cls_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cls_stdnt" ADD CONSTRAINT "cls_stdnt_user_id_mbr_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."mbr"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schl_tchr" ADD CONSTRAINT "schl_tchr_user_id_mbr_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."mbr"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schl_tchr" ADD CONSTRAINT "schl_tchr_schl_cd_schl_neis_schl_cd_fk" FOREIGN KEY ("schl_cd") REFERENCES "public"."schl"("neis_schl_cd") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "crr_actv" ADD CONSTRAINT "crr_actv_wrtr_id_mbr_user_id_fk" FOREIGN KEY ("wrtr_id") REFERENCES "public"."mbr"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crr_actv_stdnt" ADD CONSTRAINT "crr_actv_stdnt_crr_actv_id_crr_actv_crr_actv_id_fk" FOREIGN KEY ("crr_actv_id") REFERENCES "public"."crr_actv"("crr_actv_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crr_actv_stdnt" ADD CONSTRAINT "crr_actv_stdnt_user_id_mbr_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."mbr"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portflo" ADD CONSTRAINT "portflo_user_id_mbr_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."mbr"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crr_spclt" ADD CONSTRAINT "crr_spclt_user_id_mbr_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."mbr"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cls_schl_cd_schl_yr_grd_cls_no_index" ON "cls" USING btree ("schl_cd","schl_yr","grd","cls_no");--> statement-breakpoint
CREATE UNIQUE INDEX "cls_stdnt_user_id_schl_yr_index" ON "cls_stdnt" USING btree ("user_id","schl_yr");--> statement-breakpoint
CREATE UNIQUE INDEX "cls_stdnt_no_uq" ON "cls_stdnt" USING btree ("cls_id","stdnt_no") WHERE "cls_stdnt"."stts_cd" = 'APRV' and "cls_stdnt"."stdnt_no" is not null;--> statement-breakpoint
CREATE INDEX "schl_tchr_schl_cd_stts_cd_index" ON "schl_tchr" USING btree ("schl_cd","stts_cd");--> statement-breakpoint
CREATE INDEX "crr_actv_actv_se_cd_actv_ymd_index" ON "crr_actv" USING btree ("actv_se_cd","actv_ymd");--> statement-breakpoint
CREATE INDEX "crr_actv_wrtr_id_index" ON "crr_actv" USING btree ("wrtr_id");--> statement-breakpoint
CREATE INDEX "crr_actv_schl_cd_schl_yr_index" ON "crr_actv" USING btree ("schl_cd","schl_yr");--> statement-breakpoint
CREATE INDEX "crr_actv_atch_file_module_id_index" ON "crr_actv" USING btree ("atch_file_module_id");--> statement-breakpoint
CREATE INDEX "crr_actv_stdnt_user_id_crr_actv_id_index" ON "crr_actv_stdnt" USING btree ("user_id","crr_actv_id");--> statement-breakpoint
CREATE INDEX "mbr_schl_cd_idx" ON "mbr" USING btree ("schl_cd","grd");