ALTER TABLE "listings" ADD COLUMN "energy_status" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "energy_consumption" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "energy_emissions" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "energy_consumption_kwh" double precision;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "energy_emissions_kg" double precision;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_energy_status" CHECK ("listings"."energy_status" is null or "listings"."energy_status" in ('certified', 'in_progress', 'exempt'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_energy_letters" CHECK (("listings"."energy_status" = 'certified' and "listings"."energy_consumption" ~ '^[A-G]$' and "listings"."energy_emissions" ~ '^[A-G]$')
        or ("listings"."energy_status" is distinct from 'certified' and "listings"."energy_consumption" is null and "listings"."energy_emissions" is null
          and "listings"."energy_consumption_kwh" is null and "listings"."energy_emissions_kg" is null));