import { Box, Link, Stack, Text } from "@chakra-ui/react";
import type { OrderPageQuery } from "../../gql/graphql";
import { orderPageCopy } from "./copy";

const t = orderPageCopy;

type OrderData = NonNullable<OrderPageQuery["order"]>;

/** The order's parcels: carrier, tracking number, and the carrier's tracking page when it has one. */
export function Shipments({ shipments }: { shipments: OrderData["shipments"] }) {
  return (
    <Stack as="ul" listStyleType="none" m="0" p="0" gap="3" aria-label={t.shipments.title}>
      {shipments.map((shipment) => {
        const carrier = t.shipments.carrier[shipment.carrier];
        return (
          <Box as="li" key={shipment.id}>
            <Text fontWeight="semibold">{carrier}</Text>
            <Text fontSize="sm">
              <Text as="span" color="fg.muted">
                {t.shipments.trackingNumber}:{" "}
              </Text>
              <Text as="span" fontFamily="mono" wordBreak="break-all">
                {shipment.trackingNumber}
              </Text>
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {t.shipments.added(shipment.createdAt)}
            </Text>
            {shipment.trackingUrl && (
              <Link
                href={shipment.trackingUrl}
                target="_blank"
                rel="noopener noreferrer"
                fontWeight="semibold"
                fontSize="sm"
                aria-label={t.shipments.trackLabel(carrier, shipment.trackingNumber)}
              >
                {t.shipments.track(carrier)}
              </Link>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
