/**
 * The zod schemas of every call of the endpoint table: what it reads (query, JSON body or the text
 * fields of a multipart form) and what it answers. Kept apart from endpoints.ts so the screens can
 * know every call's method, path and types (type-only imports of this file) without shipping zod
 * in the diner's first page load; the box parses with these and the tests check answers by them.
 */
import type { z } from 'zod';
import { zAuthCheckResponse, zLoginBody, zLoginResponse, zPageAuthLoginBody, zPageAuthResponse } from './auth';
import {
  zBillDiscountBody,
  zBillDiscountRemoveBody,
  zBillDiscountResponse,
  zBillPayBody,
  zBillPayResponse,
  zBillShowQuery,
  zBillShowResponse,
} from './bills';
import { zClockSetBody, zClockStatusResponse } from './clock';
import { zStatusOk } from './common';
import {
  zCorrectionListQuery,
  zCorrectionListResponse,
  zMenuItemFlagBody,
  zMenuItemFlagResponse,
  zOrderItemCancelBody,
  zOrderItemCancelResponse,
} from './corrections';
import {
  zDeviceMeResponse,
  zDiningTableCreateBody,
  zDiningTableListQuery,
  zDiningTableListResponse,
  zDiningTableSaveResponse,
  zDiningTableUpdateBody,
  zPairingClaimBody,
  zPairingClaimResponse,
  zPairingCreateBody,
  zPairingCreateResponse,
} from './dining-tables';
import { zDiskStatusResponse } from './disk';
import type { EndpointName } from './endpoints';
import {
  zGuestJoinBody,
  zGuestJoinResponse,
  zGuestNetworkResponse,
  zGuestNetworkUpdateBody,
  zTableCardsBody,
  zTableCardsResponse,
  zVisitJoinCodeBody,
  zVisitJoinCodeResponse,
} from './guests';
import { zHqLinkEnrolBody, zHqLinkLeaveBody, zHqLinkMenuBody, zHqLinkResponse } from './hq-link';
import {
  zKitchenBumpBody,
  zKitchenBumpResponse,
  zKitchenCardsQuery,
  zKitchenCardsResponse,
  zKitchenExpoQuery,
  zKitchenExpoResponse,
  zKitchenRecallBody,
  zKitchenRecallResponse,
} from './kitchen';
import { zOutboxQuery, zOutboxResponse } from './mail';
import {
  zMenuItemCreateBody,
  zMenuItemListQuery,
  zMenuItemListResponse,
  zMenuItemReorderBody,
  zMenuItemReorderResponse,
  zMenuItemSaveResponse,
  zMenuItemUpdateBody,
} from './menu-items';
import {
  zMenuTranslationCsvQuery,
  zMenuTranslationCsvResponse,
  zMenuTranslationImportBody,
  zMenuTranslationImportResponse,
  zMenuTranslationListQuery,
  zMenuTranslationListResponse,
  zMenuTranslationSaveBody,
  zMenuTranslationSaveResponse,
} from './menu-translations';
import {
  zMenuCreateBody,
  zMenuListQuery,
  zMenuListResponse,
  zMenuReorderBody,
  zMenuReorderResponse,
  zMenuSaveResponse,
  zMenuUpdateBody,
} from './menus';
import {
  zOptionChoiceFlagBody,
  zOptionChoiceFlagResponse,
  zOptionGroupCreateBody,
  zOptionGroupDeleteBody,
  zOptionGroupDeleteResponse,
  zOptionGroupListQuery,
  zOptionGroupListResponse,
  zOptionGroupSaveResponse,
  zOptionGroupUpdateBody,
} from './option-groups';
import {
  zOrderCreateBody,
  zOrderCreateResponse,
  zOrderItemListQuery,
  zOrderItemListResponse,
  zOrderItemUpdateBody,
  zOrderItemUpdateResponse,
} from './orders';
import {
  zCheckInSettingsResponse,
  zCheckInSettingsUpdateBody,
  zPlanRunListQuery,
  zPlanRunListResponse,
  zPlanTermsSaveBody,
  zPlanTermsSaveResponse,
} from './plans';
import {
  zPrinterCreateBody,
  zPrinterDeleteBody,
  zPrinterDeleteResponse,
  zPrinterListQuery,
  zPrinterListResponse,
  zPrinterSaveResponse,
  zPrinterTestBody,
  zPrinterTestResponse,
  zPrinterUpdateBody,
  zPrintJobIdsBody,
  zPrintJobIdsResponse,
  zPrintJobListQuery,
  zPrintJobListResponse,
  zPrintJobReprintBody,
  zPrintJobReprintResponse,
} from './printers';
import { zReceiptPrintBody, zReceiptPrintResponse, zReceiptSettingsResponse, zReceiptSettingsUpdateBody } from './receipts';
import {
  zReportCloseBody,
  zReportCloseResponse,
  zReportCsvQuery,
  zReportCsvResponse,
  zReportDailyQuery,
  zReportDailyResponse,
} from './reports';
import { zSetupCompleteBody, zSetupCompleteResponse, zSetupStatusResponse } from './setup';
import { zShopInfoResponse, zShopUpdateBody } from './shop';
import {
  zStationCreateBody,
  zStationDefaultBody,
  zStationDefaultResponse,
  zStationDeleteBody,
  zStationDeleteResponse,
  zStationListQuery,
  zStationListResponse,
  zStationRouteBody,
  zStationRouteResponse,
  zStationRoutesResponse,
  zStationSaveResponse,
  zStationUpdateBody,
} from './stations';
import { zConnectionTestResponse, zMasterResponse } from './system';
import {
  zTableSessionCoverBody,
  zTableSessionCreateBody,
  zTableSessionCreateResponse,
  zTableSessionListQuery,
  zTableSessionListResponse,
  zTableSessionMergeBody,
  zTableSessionMoveBody,
  zTableSessionMoveResponse,
  zTableSessionUpdateBody,
  zTableSessionUpdateResponse,
} from './table-sessions';
import { zTodaySummaryResponse } from './today';
import { zUpgradeInstallBody, zUpgradeInstallResponse, zUpgradeStatusResponse } from './upgrades';
import {
  zCreatePasswordBody,
  zCreatePasswordResponse,
  zDefinitiveAuthBody,
  zDefinitiveAuthResponse,
  zForgotPasswordBody,
  zResetPasswordBody,
  zUpdatedResponse,
  zUpdateEmailBody,
  zUpdateEmailResponse,
  zUpdateLoginEmailBody,
  zUpdateLoginEmailResponse,
  zUpdatePasswordBody,
  zUpdatePasswordResponse,
  zUpdateUrlBody,
  zUpdateUrlResponse,
  zUploadFileFields,
  zUploadFileResponse,
  zUserCreateBody,
  zUserCreateResponse,
  zUserDetailQuery,
  zUserDetailResponse,
  zUserListQuery,
  zUserListResponse,
  zUserUnlockBody,
  zUserUnlockResponse,
  zUserUpdateBody,
  zUserUpdateResponse,
} from './users';

export interface EndpointSchemas {
  query?: z.ZodType;
  /** JSON body, or the text fields of a multipart form for calls with an upload. */
  body?: z.ZodType;
  response: z.ZodType;
}

export const endpointSchemas = {
  'connection.test': { response: zConnectionTestResponse },
  'helper.master': { response: zMasterResponse },
  'shop.info': { response: zShopInfoResponse },
  'shop.update': { body: zShopUpdateBody, response: zShopInfoResponse },
  'setup.status': { response: zSetupStatusResponse },
  'setup.complete': { body: zSetupCompleteBody, response: zSetupCompleteResponse },

  'auth.login': { body: zLoginBody, response: zLoginResponse },
  'auth.check': { response: zAuthCheckResponse },
  'auth.logout': { response: zStatusOk },
  'pageauth.check': { response: zPageAuthResponse },
  'pageauth.login': { body: zPageAuthLoginBody, response: zStatusOk },

  'user.list': { query: zUserListQuery, response: zUserListResponse },
  'user.detail': { query: zUserDetailQuery, response: zUserDetailResponse },
  'user.create': { body: zUserCreateBody, response: zUserCreateResponse },
  'user.update': { body: zUserUpdateBody, response: zUserUpdateResponse },
  'user.unlock': { body: zUserUnlockBody, response: zUserUnlockResponse },
  'user.definitiveAuth': { body: zDefinitiveAuthBody, response: zDefinitiveAuthResponse },
  'user.createPassword': { body: zCreatePasswordBody, response: zCreatePasswordResponse },
  'user.forgotPassword': { body: zForgotPasswordBody, response: zUpdatedResponse },
  'user.resetPassword': { body: zResetPasswordBody, response: zUpdatedResponse },
  'user.updateEmail': { body: zUpdateEmailBody, response: zUpdateEmailResponse },
  'user.updateLoginEmail': { body: zUpdateLoginEmailBody, response: zUpdateLoginEmailResponse },
  'user.updatePassword': { body: zUpdatePasswordBody, response: zUpdatePasswordResponse },
  'user.uploadFile': { body: zUploadFileFields, response: zUploadFileResponse },
  'user.updateUrl': { body: zUpdateUrlBody, response: zUpdateUrlResponse },
  'mail.outbox': { query: zOutboxQuery, response: zOutboxResponse },

  'menu.list': { query: zMenuListQuery, response: zMenuListResponse },
  'menu.create': { body: zMenuCreateBody, response: zMenuSaveResponse },
  'menu.update': { body: zMenuUpdateBody, response: zMenuSaveResponse },
  'menu.reorder': { body: zMenuReorderBody, response: zMenuReorderResponse },
  'menuItem.list': { query: zMenuItemListQuery, response: zMenuItemListResponse },
  'menuItem.create': { body: zMenuItemCreateBody, response: zMenuItemSaveResponse },
  'menuItem.update': { body: zMenuItemUpdateBody, response: zMenuItemSaveResponse },
  'menuItem.reorder': { body: zMenuItemReorderBody, response: zMenuItemReorderResponse },
  'optionGroup.list': { query: zOptionGroupListQuery, response: zOptionGroupListResponse },
  'optionGroup.create': { body: zOptionGroupCreateBody, response: zOptionGroupSaveResponse },
  'optionGroup.update': { body: zOptionGroupUpdateBody, response: zOptionGroupSaveResponse },
  'optionGroup.delete': { body: zOptionGroupDeleteBody, response: zOptionGroupDeleteResponse },
  'optionChoice.flag': { body: zOptionChoiceFlagBody, response: zOptionChoiceFlagResponse },
  'menuTranslation.list': { query: zMenuTranslationListQuery, response: zMenuTranslationListResponse },
  'menuTranslation.save': { body: zMenuTranslationSaveBody, response: zMenuTranslationSaveResponse },
  'menuTranslation.csv': { query: zMenuTranslationCsvQuery, response: zMenuTranslationCsvResponse },
  'menuTranslation.import': { body: zMenuTranslationImportBody, response: zMenuTranslationImportResponse },

  'diningTable.list': { query: zDiningTableListQuery, response: zDiningTableListResponse },
  'diningTable.create': { body: zDiningTableCreateBody, response: zDiningTableSaveResponse },
  'diningTable.update': { body: zDiningTableUpdateBody, response: zDiningTableSaveResponse },
  'pairing.create': { body: zPairingCreateBody, response: zPairingCreateResponse },
  'pairing.claim': { body: zPairingClaimBody, response: zPairingClaimResponse },
  'device.me': { response: zDeviceMeResponse },
  'visitJoin.code': { body: zVisitJoinCodeBody, response: zVisitJoinCodeResponse },
  'guest.join': { body: zGuestJoinBody, response: zGuestJoinResponse },
  'tableCards.codes': { body: zTableCardsBody, response: zTableCardsResponse },
  'guestNetwork.get': { response: zGuestNetworkResponse },
  'guestNetwork.update': { body: zGuestNetworkUpdateBody, response: zGuestNetworkResponse },
  'hqLink.get': { response: zHqLinkResponse },
  'hqLink.enrol': { body: zHqLinkEnrolBody, response: zHqLinkResponse },
  'hqLink.leave': { body: zHqLinkLeaveBody, response: zHqLinkResponse },
  'hqLink.sendMenu': { body: zHqLinkMenuBody, response: zHqLinkResponse },
  'hqLink.applyMenu': { body: zHqLinkMenuBody, response: zHqLinkResponse },

  'tableSession.create': { body: zTableSessionCreateBody, response: zTableSessionCreateResponse },
  'tableSession.update': { body: zTableSessionUpdateBody, response: zTableSessionUpdateResponse },
  'tableSession.list': { query: zTableSessionListQuery, response: zTableSessionListResponse },
  'tableSession.move': { body: zTableSessionMoveBody, response: zTableSessionMoveResponse },
  'tableSession.merge': { body: zTableSessionMergeBody, response: zTableSessionMoveResponse },
  'tableSession.cover': { body: zTableSessionCoverBody, response: zTableSessionUpdateResponse },
  'checkIn.settings': { response: zCheckInSettingsResponse },
  'checkIn.update': { body: zCheckInSettingsUpdateBody, response: zCheckInSettingsResponse },
  'planTerms.save': { body: zPlanTermsSaveBody, response: zPlanTermsSaveResponse },
  'planRun.list': { query: zPlanRunListQuery, response: zPlanRunListResponse },
  'bill.show': { query: zBillShowQuery, response: zBillShowResponse },
  'bill.pay': { body: zBillPayBody, response: zBillPayResponse },
  'bill.discount': { body: zBillDiscountBody, response: zBillDiscountResponse },
  'bill.removeDiscount': { body: zBillDiscountRemoveBody, response: zBillDiscountResponse },
  'receipt.print': { body: zReceiptPrintBody, response: zReceiptPrintResponse },
  'receipt.settings': { response: zReceiptSettingsResponse },
  'receipt.updateSettings': { body: zReceiptSettingsUpdateBody, response: zReceiptSettingsResponse },
  'order.create': { body: zOrderCreateBody, response: zOrderCreateResponse },
  'orderItem.list': { query: zOrderItemListQuery, response: zOrderItemListResponse },
  'orderItem.update': { body: zOrderItemUpdateBody, response: zOrderItemUpdateResponse },
  'orderItem.cancel': { body: zOrderItemCancelBody, response: zOrderItemCancelResponse },
  'menuItem.flag': { body: zMenuItemFlagBody, response: zMenuItemFlagResponse },
  'correction.list': { query: zCorrectionListQuery, response: zCorrectionListResponse },
  'report.daily': { query: zReportDailyQuery, response: zReportDailyResponse },
  'report.close': { body: zReportCloseBody, response: zReportCloseResponse },
  'report.csv': { query: zReportCsvQuery, response: zReportCsvResponse },
  'today.summary': { response: zTodaySummaryResponse },
  'disk.status': { response: zDiskStatusResponse },
  'clock.status': { response: zClockStatusResponse },
  'clock.set': { body: zClockSetBody, response: zClockStatusResponse },

  'station.list': { query: zStationListQuery, response: zStationListResponse },
  'station.create': { body: zStationCreateBody, response: zStationSaveResponse },
  'station.update': { body: zStationUpdateBody, response: zStationSaveResponse },
  'station.delete': { body: zStationDeleteBody, response: zStationDeleteResponse },
  'station.routes': { response: zStationRoutesResponse },
  'station.route': { body: zStationRouteBody, response: zStationRouteResponse },
  'station.setDefault': { body: zStationDefaultBody, response: zStationDefaultResponse },

  'kitchen.cards': { query: zKitchenCardsQuery, response: zKitchenCardsResponse },
  'kitchen.expo': { query: zKitchenExpoQuery, response: zKitchenExpoResponse },
  'kitchen.bump': { body: zKitchenBumpBody, response: zKitchenBumpResponse },
  'kitchen.recall': { body: zKitchenRecallBody, response: zKitchenRecallResponse },

  'printer.list': { query: zPrinterListQuery, response: zPrinterListResponse },
  'printer.create': { body: zPrinterCreateBody, response: zPrinterSaveResponse },
  'printer.update': { body: zPrinterUpdateBody, response: zPrinterSaveResponse },
  'printer.delete': { body: zPrinterDeleteBody, response: zPrinterDeleteResponse },
  'printer.test': { body: zPrinterTestBody, response: zPrinterTestResponse },
  'printJob.list': { query: zPrintJobListQuery, response: zPrintJobListResponse },
  'printJob.release': { body: zPrintJobIdsBody, response: zPrintJobIdsResponse },
  'printJob.drop': { body: zPrintJobIdsBody, response: zPrintJobIdsResponse },
  'printJob.reprint': { body: zPrintJobReprintBody, response: zPrintJobReprintResponse },
  'upgrade.status': { response: zUpgradeStatusResponse },
  'upgrade.install': { body: zUpgradeInstallBody, response: zUpgradeInstallResponse },
} as const satisfies Record<EndpointName, EndpointSchemas>;

/** A call's schemas, seen through the common shape (for code that handles every call alike). */
export function schemasOf(name: EndpointName): EndpointSchemas {
  return endpointSchemas[name];
}

type Schemas = typeof endpointSchemas;
type Infer<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the screens send to a call (before the box's parsing), and what it answers. */
export type EndpointQuery<N extends EndpointName> = Schemas[N] extends { query: infer Q } ? Infer<Q> : undefined;
export type EndpointBody<N extends EndpointName> = Schemas[N] extends { body: infer B } ? Infer<B> : undefined;
export type EndpointResponse<N extends EndpointName> = z.output<Schemas[N]['response']>;

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the box's handlers receive, after parsing. */
export type EndpointParsedQuery<N extends EndpointName> = Schemas[N] extends { query: infer Q } ? Parsed<Q> : undefined;
export type EndpointParsedBody<N extends EndpointName> = Schemas[N] extends { body: infer B } ? Parsed<B> : undefined;
