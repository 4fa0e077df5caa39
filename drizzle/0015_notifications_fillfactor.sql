-- Room on each page for the in-place (HOT) update that counts a further unread message into a
-- "new message" notification (docs/decisions/040): the update changes no indexed column, and a
-- page with free space keeps the new version beside the old, adding no index entries.
ALTER TABLE "notifications" SET (fillfactor = 80);
