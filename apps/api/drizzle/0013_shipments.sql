-- The couriers most Indian shops send with, ready in every new store (switched off or changed in the back office).
INSERT INTO "couriers" ("name", "tracking_url_pattern") VALUES
	('Delhivery', 'https://www.delhivery.com/track/package/{awb}'),
	('Blue Dart', 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo={awb}'),
	('DTDC', 'https://www.dtdc.in/trace.asp?strCnno={awb}'),
	('India Post Speed Post', 'https://www.indiapost.gov.in/_layouts/15/DOP.Portal.Tracking/TrackConsignment.aspx?consignmentno={awb}'),
	('Ekart', 'https://ekartlogistics.com/shipmenttrack/{awb}'),
	('Xpressbees', 'https://www.xpressbees.com/shipment/tracking?awbNo={awb}'),
	('Shadowfax', 'https://tracker.shadowfax.in/#/track/{awb}')
ON CONFLICT ("name") DO NOTHING;
