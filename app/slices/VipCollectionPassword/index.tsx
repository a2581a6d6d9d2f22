import {VipGate} from '~/components/content/CollectionContent';

/**
 * The VIP password gate. Its lock state lives on the server (the unlock cookie), so it
 * is rendered from loadCollectionContent's result rather than from the raw slice:
 * `<VipGate content={content} title={collection.title} />`.
 */
export default VipGate;
