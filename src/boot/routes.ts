// Boot stage 4 (see client.tsx): every route's options and the layout they share.
import '../routeTree.gen'
