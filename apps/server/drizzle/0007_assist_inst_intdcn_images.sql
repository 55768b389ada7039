ALTER TABLE "assist_inst" ADD COLUMN "logo_file_id" bigint;--> statement-breakpoint
ALTER TABLE "intdcn_page" ADD COLUMN "image_file_id" bigint;--> statement-breakpoint
ALTER TABLE "assist_inst" ADD CONSTRAINT "assist_inst_logo_file_id_atch_file_file_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."atch_file"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intdcn_page" ADD CONSTRAINT "intdcn_page_image_file_id_atch_file_file_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."atch_file"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assist_inst" DROP COLUMN "logo_path";--> statement-breakpoint
ALTER TABLE "intdcn_page" DROP COLUMN "image_path";