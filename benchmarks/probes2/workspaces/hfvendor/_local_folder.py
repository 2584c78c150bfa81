"""Contains utilities to handle the `../.cache/huggingface` folder in local directories.

First discussed in https://github.com/huggingface/huggingface_hub/issues/1738 to store
download metadata when downloading files from the hub to a local directory (without
using the cache).

./.cache/huggingface folder structure:
[4.0K]  data
├── [4.0K]  .cache
│   └── [4.0K]  huggingface
│       └── [4.0K]  download
│           ├── [  16]  file.parquet.metadata
│           ├── [  16]  file.txt.metadata
│           └── [4.0K]  folder
│               └── [  16]  file.parquet.metadata
│
├── [6.5G]  file.parquet
├── [1.5K]  file.txt
└── [4.0K]  folder
    └── [   16]  file.parquet


Download metadata file structure:
```
# file.txt.metadata
11c5a3d5811f50298f278a704980280950aedb10
a16a55fda99d2f2e7b69cce5cf93ff4ad3049930
1712656091.123

# file.parquet.metadata
11c5a3d5811f50298f278a704980280950aedb10
7c5d3f4b8b76583b422fcb9189ad6c89d5d97a094541ce8932dce3ecabde1421
1712656091.123
}
```
"""

import base64
import hashlib
import logging
import os
import time
from dataclasses import dataclass
from pathlib import Path, PurePosixPath, PureWindowsPath

from .utils import WeakFileLock
from .utils._paths import as_extended_path


logger = logging.getLogger(__name__)

CACHEDIR_TAG_CONTENT = (
    "Signature: 8a477f597d28d172789f06886806bc55\n"
    "# This file is a cache directory tag created by huggingface_hub.\n"
    "# For information about cache directory tags, see:\n"
    "#\thttps://bford.info/cachedir/\n"
)


@dataclass
class LocalDownloadFilePaths:
    """
    Paths to the files related to a download process in a local dir.

    Returned by [`get_local_download_paths`].

    Attributes:
        file_path (`Path`):
            Path where the file will be saved.
        lock_path (`Path`):
            Path to the lock file used to ensure atomicity when reading/writing metadata.
        metadata_path (`Path`):
            Path to the metadata file.
    """

    file_path: Path
    lock_path: Path
    metadata_path: Path

    def incomplete_path(self, etag: str) -> Path:
        """Return the path where a file will be temporarily downloaded before being moved to `file_path`."""
        path = self.metadata_path.parent / f"{_short_hash(self.metadata_path.name)}.{etag}.incomplete"
        return Path(as_extended_path(path))


@dataclass
class LocalDownloadFileMetadata:
    """
    Metadata about a file in the local directory related to a download process.

    Attributes:
        filename (`str`):
            Path of the file in the repo.
        commit_hash (`str`):
            Commit hash of the file in the repo.
        etag (`str`):
            ETag of the file in the repo. Used to check if the file has changed.
            For LFS files, this is the sha256 of the file. For regular files, it corresponds to the git hash.
        timestamp (`int`):
            Unix timestamp of when the metadata was saved i.e. when the metadata was accurate.
    """

    filename: str
    commit_hash: str
    etag: str
    timestamp: float


def _validate_relative_filename(filename: str) -> None:
    """Validate that a repo filename is safe to use as a path relative to a local directory.

    A repo filename is a POSIX-style ('/'-separated) path relative to the repo root. When materialized
    on disk (in `local_dir` or in the cache), it is joined onto a base directory. A malicious repository
    could craft a filename that escapes that base directory, resulting in an arbitrary file write:

    - an absolute path (`/etc/...`),
    - a Windows drive path (`C:\\Windows\\...`) or drive-relative path (`D:foo`),
    - a UNC path (`\\\\attacker-host\\share\\...`) — which on Windows additionally makes the client
      authenticate to the attacker's SMB server during path resolution, leaking a NetNTLMv2 hash,
    - a path using `..` to traverse upward.

    Such filenames would otherwise cause `local_dir / filename` to discard `local_dir` (when the right
    side is anchored) or point outside of it (with `..`). We reject them here, before touching the
    filesystem. The check runs on all platforms and interprets the name under both POSIX and Windows
    rules, so a file materialized on Linux cannot escape when later consumed on Windows.
    """
    # Reject parent-directory traversal ('..' as any segment, whether '/'- or '\'-separated).
    if ".." in filename.replace("\\", "/").split("/"):
        raise ValueError(
            f"Invalid filename '{filename}': cannot contain a '..' path segment. "
            "Please ask the repository owner to rename this file."
        )
    # Reject anchored paths (absolute / drive / root-relative / UNC) under either OS's rules.
    # Check each POSIX segment under Windows rules because os.path.join handles them separately.
    pure_paths = [PurePosixPath(filename), *(PureWindowsPath(part) for part in filename.split("/"))]
    for pure_path in pure_paths:
        if pure_path.drive or pure_path.root:
            raise ValueError(
                f"Invalid filename '{filename}': cannot be an absolute, drive-relative or UNC path. "
                "Please ask the repository owner to rename this file."
            )


def write_download_metadata(local_dir: Path, filename: str, commit_hash: str, etag: str) -> None:
    """Write metadata about a file in the local directory related to a download process.

    Args:
        local_dir (`Path`):
            Path to the local directory in which files are downloaded.
    """
    paths = get_local_download_paths(local_dir, filename)
    with WeakFileLock(paths.lock_path):
        with paths.metadata_path.open("w") as f:
            f.write(f"{commit_hash}\n{etag}\n{time.time()}\n")


def _short_hash(filename: str) -> str:
    return base64.urlsafe_b64encode(hashlib.sha1(filename.encode()).digest()).decode()
