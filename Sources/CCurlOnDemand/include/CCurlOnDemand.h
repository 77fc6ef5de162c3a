#ifndef CCURL_ON_DEMAND_H
#define CCURL_ON_DEMAND_H

/// libcurl's version string, reached the way FoundationNetworking reaches libcurl in a statically
/// linked `imshell`: through this target's forwarders, which load libcurl on first use. Tests call
/// it to check that the forwarders find the library and its functions.
const char *CCurlOnDemandVersion(void);

#endif
