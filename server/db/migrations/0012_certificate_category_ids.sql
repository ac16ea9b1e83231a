-- Certificates store their category's id ("toys-figures"), as requests do, not its English name
-- ("Toys & Figures"): a copy edit must not change what the registry holds (issue 29). The signed
-- credentials are not touched: a credential is never changed after issuing.
UPDATE "certificates" SET "category" = CASE lower(trim("category"))
  WHEN 'toys & figures' THEN 'toys-figures'
  WHEN 'trading cards' THEN 'trading-cards'
  WHEN 'cosmetic products' THEN 'cosmetic-products'
  ELSE lower(trim("category"))
END;
