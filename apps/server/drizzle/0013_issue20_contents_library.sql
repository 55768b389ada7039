CREATE TABLE "conts" (
	"conts_id" serial PRIMARY KEY NOT NULL,
	"conts_ttl" text NOT NULL,
	"conts_knd_cd" text NOT NULL,
	"conts_smry" text NOT NULL,
	"conts_cn" text NOT NULL,
	"vdo_url" text,
	"vdo_trnscr" text,
	"atch_file_module_id" text,
	"thmb_file_id" bigint,
	"thmb_alt" text,
	"schl_lvls" text[] NOT NULL,
	"stts_cd" text DEFAULT 'DRAFT' NOT NULL,
	"pblc_dt" timestamp with time zone,
	"ver_no" integer DEFAULT 1 NOT NULL,
	"inq_cnt" integer DEFAULT 0 NOT NULL,
	"srch_tkns" text[] DEFAULT '{}'::text[] NOT NULL,
	"del_yn" char(1) DEFAULT 'N' NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conts_clsf" (
	"conts_id" integer NOT NULL,
	"clsf_cd" text NOT NULL,
	"sort_seq" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "conts_clsf_conts_id_clsf_cd_pk" PRIMARY KEY("conts_id","clsf_cd")
);
--> statement-breakpoint
CREATE TABLE "conts_revw" (
	"revw_id" serial PRIMARY KEY NOT NULL,
	"trgt_se_cd" text NOT NULL,
	"conts_id" integer,
	"prgrm_id" integer,
	"user_id" text NOT NULL,
	"rtng" smallint NOT NULL,
	"revw_cn" text NOT NULL,
	"hide_yn" char(1) DEFAULT 'N' NOT NULL,
	"hide_rsn" text,
	"ans_cn" text,
	"ans_by" text,
	"ans_at" timestamp with time zone,
	"del_yn" char(1) DEFAULT 'N' NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conts_revw_rtng_ck" CHECK ("conts_revw"."rtng" between 1 and 5),
	CONSTRAINT "conts_revw_trgt_ck" CHECK (("conts_revw"."trgt_se_cd" = 'CONTS' and "conts_revw"."conts_id" is not null and "conts_revw"."prgrm_id" is null) or ("conts_revw"."trgt_se_cd" = 'PRGRM' and "conts_revw"."prgrm_id" is not null and "conts_revw"."conts_id" is null))
);
--> statement-breakpoint
CREATE TABLE "conts_ver" (
	"conts_id" integer NOT NULL,
	"ver_no" integer NOT NULL,
	"snpsht" jsonb NOT NULL,
	"chg_flds" text[] DEFAULT '{}'::text[] NOT NULL,
	"rstr_ver_no" integer,
	"registered_by" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conts_ver_conts_id_ver_no_pk" PRIMARY KEY("conts_id","ver_no")
);
--> statement-breakpoint
ALTER TABLE "conts" ADD CONSTRAINT "conts_thmb_file_id_atch_file_file_id_fk" FOREIGN KEY ("thmb_file_id") REFERENCES "public"."atch_file"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conts_clsf" ADD CONSTRAINT "conts_clsf_conts_id_conts_conts_id_fk" FOREIGN KEY ("conts_id") REFERENCES "public"."conts"("conts_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conts_revw" ADD CONSTRAINT "conts_revw_conts_id_conts_conts_id_fk" FOREIGN KEY ("conts_id") REFERENCES "public"."conts"("conts_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conts_revw" ADD CONSTRAINT "conts_revw_prgrm_id_fusn_prgrm_prgrm_id_fk" FOREIGN KEY ("prgrm_id") REFERENCES "public"."fusn_prgrm"("prgrm_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conts_revw" ADD CONSTRAINT "conts_revw_user_id_mbr_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."mbr"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conts_ver" ADD CONSTRAINT "conts_ver_conts_id_conts_conts_id_fk" FOREIGN KEY ("conts_id") REFERENCES "public"."conts"("conts_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conts_public_idx" ON "conts" USING btree ("stts_cd","pblc_dt","conts_id") WHERE "conts"."del_yn" = 'N';--> statement-breakpoint
CREATE INDEX "conts_srch_tkns_idx" ON "conts" USING gin ("srch_tkns");--> statement-breakpoint
CREATE INDEX "conts_schl_lvls_idx" ON "conts" USING gin ("schl_lvls");--> statement-breakpoint
CREATE INDEX "conts_clsf_cd_idx" ON "conts_clsf" USING btree ("clsf_cd","conts_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conts_revw_live_conts_uq" ON "conts_revw" USING btree ("conts_id","user_id") WHERE "conts_revw"."del_yn" = 'N' and "conts_revw"."conts_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "conts_revw_live_prgrm_uq" ON "conts_revw" USING btree ("prgrm_id","user_id") WHERE "conts_revw"."del_yn" = 'N' and "conts_revw"."prgrm_id" is not null;--> statement-breakpoint
CREATE INDEX "conts_revw_list_idx" ON "conts_revw" USING btree ("trgt_se_cd","revw_id");