/** The flanks, as a player names where something goes on them ("on the doors"). */
export const SIDE_PLACES: readonly string[] = ['side', 'sides', 'flank', 'flanks', 'door', 'doors'];

/** The top's parts, as a player names them ("on the hood", "carbon fibre hood"). */
export const TOP_PLACES: readonly string[] = ['hood', 'bonnet', 'roof'];
