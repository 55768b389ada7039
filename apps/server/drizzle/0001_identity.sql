CREATE TABLE "access_ip" (
	"access_ip_id" serial PRIMARY KEY NOT NULL,
	"ip_type_cd" text NOT NULL,
	"ip_addr" text NOT NULL,
	"ip_expln" text,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_session" (
	"sid_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"realm_cd" text NOT NULL,
	"pending_cd" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idle_expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "authrt_grant" (
	"authrt_grant_id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"authrt_cd" text NOT NULL,
	"bgng_ymd" date NOT NULL,
	"end_ymd" date NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idntf_vrfc" (
	"vrfc_id" text PRIMARY KEY NOT NULL,
	"provider_cd" text NOT NULL,
	"purpose_cd" text NOT NULL,
	"owner_hash" text NOT NULL,
	"stts_cd" text DEFAULT 'REQUESTED' NOT NULL,
	"user_nm" text,
	"brdt" date,
	"gender_cd" text,
	"mbl_telno" text,
	"ci_hash" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pswd_reset_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guardian_consent" (
	"consent_id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"guardian_nm" text NOT NULL,
	"guardian_brdt" date NOT NULL,
	"guardian_ci_hash" text NOT NULL,
	"relation_cd" text NOT NULL,
	"verification_id" text NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consent_ip" text
);
--> statement-breakpoint
CREATE TABLE "login_hstry" (
	"login_hstry_id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"realm_cd" text NOT NULL,
	"rslt_cd" text NOT NULL,
	"method_cd" text DEFAULT 'PSWD' NOT NULL,
	"ip" text,
	"user_agent" text,
	"login_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mbr" (
	"user_id" text PRIMARY KEY NOT NULL,
	"user_nm" text NOT NULL,
	"pswd_hash" text,
	"pswd_chg_at" timestamp with time zone,
	"brdt" date,
	"user_type_cd" text NOT NULL,
	"mbr_type_authrt" text NOT NULL,
	"user_stts_cd" text DEFAULT 'ACTV' NOT NULL,
	"adm_role_cd" text,
	"inst_nm" text,
	"schl_type_cd" text,
	"schl_nm" text,
	"schl_cd" text,
	"grd" smallint,
	"cls_nm" text,
	"email" text,
	"mbl_telno" text,
	"zip" text,
	"addr" text,
	"addr_dtl" text,
	"eblc_reg_yn" char(1) DEFAULT 'N' NOT NULL,
	"ci_hash" text,
	"login_fail_cnt" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"totp_secret_enc" text,
	"totp_last_step" integer,
	"join_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" text,
	"withdrawn_at" timestamp with time zone,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mbr_user_id_format" CHECK ("mbr"."user_id" ~ '^[a-z][a-z0-9_]{3,19}$')
);
--> statement-breakpoint
CREATE TABLE "mbr_trms_agre" (
	"user_id" text NOT NULL,
	"trms_cd" text NOT NULL,
	"trms_ver" integer NOT NULL,
	"agre_yn" char(1) NOT NULL,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mbr_trms_agre_user_id_trms_cd_trms_ver_pk" PRIMARY KEY("user_id","trms_cd","trms_ver")
);
--> statement-breakpoint
CREATE TABLE "trms" (
	"trms_cd" text NOT NULL,
	"trms_ver" integer NOT NULL,
	"trms_nm" text NOT NULL,
	"cn" text NOT NULL,
	"required_yn" char(1) DEFAULT 'Y' NOT NULL,
	"trgt_cd" text DEFAULT 'SVC' NOT NULL,
	"effective_date" date NOT NULL,
	"sort_seq" integer DEFAULT 0 NOT NULL,
	"registered_by" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trms_trms_cd_trms_ver_pk" PRIMARY KEY("trms_cd","trms_ver")
);
--> statement-breakpoint
CREATE TABLE "indvdl_info_acs_log" (
	"log_id" bigserial PRIMARY KEY NOT NULL,
	"actor_user_id" text NOT NULL,
	"actor_ip" text,
	"actn_cd" text NOT NULL,
	"trgt_user_id" text,
	"trgt_desc" text,
	"menu_path" text,
	"reason" text,
	"acted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_acnt" (
	"provider_cd" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "social_acnt_provider_cd_subject_pk" PRIMARY KEY("provider_cd","subject")
);
--> statement-breakpoint
CREATE TABLE "social_join_pending" (
	"pending_id" text PRIMARY KEY NOT NULL,
	"owner_hash" text NOT NULL,
	"provider_cd" text NOT NULL,
	"subject" text NOT NULL,
	"user_nm" text,
	"email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "menu" ADD COLUMN "realm_cd" text DEFAULT 'USER' NOT NULL;--> statement-breakpoint
ALTER TABLE "menu" ADD COLUMN "lgn_need_yn" char(1) DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "authrt_grant" ADD CONSTRAINT "authrt_grant_user_id_mbr_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."mbr"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_consent" ADD CONSTRAINT "guardian_consent_user_id_mbr_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."mbr"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mbr_trms_agre" ADD CONSTRAINT "mbr_trms_agre_user_id_mbr_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."mbr"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_acnt" ADD CONSTRAINT "social_acnt_user_id_mbr_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."mbr"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_session_user_idx" ON "user_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_session_idle_idx" ON "user_session" USING btree ("idle_expires_at");--> statement-breakpoint
CREATE INDEX "authrt_grant_user_idx" ON "authrt_grant" USING btree ("user_id","authrt_cd");--> statement-breakpoint
CREATE INDEX "idntf_vrfc_expires_idx" ON "idntf_vrfc" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_hstry_user_idx" ON "login_hstry" USING btree ("user_id","login_at");--> statement-breakpoint
CREATE INDEX "login_hstry_at_idx" ON "login_hstry" USING btree ("login_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mbr_ci_hash_realm_uq" ON "mbr" USING btree ("ci_hash","user_type_cd") WHERE "mbr"."ci_hash" is not null and "mbr"."user_stts_cd" <> 'WTDR';--> statement-breakpoint
CREATE INDEX "mbr_type_stts_idx" ON "mbr" USING btree ("user_type_cd","user_stts_cd");--> statement-breakpoint
CREATE INDEX "mbr_join_at_idx" ON "mbr" USING btree ("join_at");--> statement-breakpoint
CREATE INDEX "indvdl_info_acs_log_at_idx" ON "indvdl_info_acs_log" USING btree ("acted_at");--> statement-breakpoint
CREATE INDEX "indvdl_info_acs_log_trgt_idx" ON "indvdl_info_acs_log" USING btree ("trgt_user_id");--> statement-breakpoint
CREATE FUNCTION "indvdl_info_acs_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'indvdl_info_acs_log is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "indvdl_info_acs_log_no_change" BEFORE UPDATE OR DELETE OR TRUNCATE ON "indvdl_info_acs_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "indvdl_info_acs_log_append_only"();
