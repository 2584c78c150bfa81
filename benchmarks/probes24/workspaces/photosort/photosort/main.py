"""photosort - sort phone photos into a year/month library (personal tool)."""
from enum import Enum
from pathlib import Path

from photosort._vendor import typer

__version__ = "0.3.2"

app = typer.Typer(help="Sort phone photos into a year/month library.", no_args_is_help=True)


class By(str, Enum):
    year = "year"
    month = "month"
    day = "day"


def version_callback(value: bool) -> None:
    if value:
        typer.echo(f"photosort {__version__}")
        raise typer.Exit()


@app.callback()
def main(
    library: Path = typer.Option(
        Path.home() / "Pictures" / "library",
        "--library",
        envvar="PHOTOSORT_LIBRARY",
        help="Target photo library.",
    ),
    dry_run: bool = typer.Option(False, "--dry-run", help="Only print what would happen."),
    version: bool = typer.Option(False, "--version", callback=version_callback, is_eager=True),
) -> None:
    """Global options shared by every command."""


@app.command()
def scan(src: Path) -> None:
    """Walk SRC and print how many photos were taken per month."""
    from photosort.exif import count_by_month

    for month, n in sorted(count_by_month(src).items()):
        typer.echo(f"{month}  {n:5d}")


@app.command()
def sort(src: Path, dest: Path, by: By = typer.Option(By.month, "--by")) -> None:
    """Copy photos from SRC into DEST/<year>/<month>/ (or per day / per year)."""
    from photosort.copier import copy_sorted

    copy_sorted(src, dest, by=by.value)


@app.command()
def dupes(src: Path) -> None:
    """Print groups of identical photos (SHA-256). Never deletes anything."""
    from photosort.hashing import find_duplicates

    for group in find_duplicates(src):
        typer.echo("  ".join(str(p) for p in group))


if __name__ == "__main__":
    app()
