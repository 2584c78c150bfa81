"""Typer, build great CLIs. Easy to code. Based on Python type hints."""

__version__ = "0.29.2"

from shutil import get_terminal_size as get_terminal_size

from . import colors as colors
from ._click.exceptions import BadParameter as BadParameter
from ._click.termui import confirm as confirm
from ._click.termui import getchar as getchar
from ._click.termui import progressbar as progressbar
from ._click.termui import prompt as prompt
from ._click.termui import secho as secho
from ._click.termui import style as style
from ._click.utils import echo as echo
from ._click.utils import format_filename as format_filename
from ._click.utils import get_app_dir as get_app_dir
from ._click.utils import get_binary_stream as get_binary_stream
from ._click.utils import get_text_stream as get_text_stream
from .exceptions import Abort as Abort
from .exceptions import Exit as Exit
from .exceptions import TyperException as TyperException
from .main import Typer as Typer
from .main import launch as launch
from .main import run as run
from .models import CallbackParam as CallbackParam
from .models import Context as Context
from .models import FileBinaryRead as FileBinaryRead
from .models import FileBinaryWrite as FileBinaryWrite
from .models import FileText as FileText
from .models import FileTextWrite as FileTextWrite
from .params import Argument as Argument
from .params import Option as Option
